import { realIndexes } from './real-index.ts';
import { planQuery } from '../../src/shared/search/plan.ts';
import { rank } from '../../src/shared/search/query.ts';
const idx = realIndexes();
for (const [l, q] of [['zh', process.argv[2]!]] as const) {
  const i = idx[(process.argv[3] ?? l) as 'zh'];
  console.log(JSON.stringify(planQuery(q, i.meta.syn)));
  for (const r of rank(i, q).ranked.slice(0, 6)) console.log(r.score.toFixed(2), i.docs[r.id]![0], r.terms.join(','));
}
