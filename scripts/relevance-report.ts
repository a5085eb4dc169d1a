/**
 * Search relevance report: per-locale top-1 / top-3 / MRR over a query file
 * (default tests/search/relevance.json) and the misses with their actual top 3.
 *   npx tsx scripts/relevance-report.ts [file.json] [--all]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { realIndexes, topPages, ROOT } from '../tests/search/real-index.ts';

interface Case { locale: 'en' | 'zh'; kind: string; q: string; expect: string }

const args = process.argv.slice(2);
const file = resolve(ROOT, args.find((a) => !a.startsWith('--')) ?? 'tests/search/relevance.json');
const cases = JSON.parse(readFileSync(file, 'utf8')) as Case[];
const indexes = realIndexes();

for (const locale of ['zh', 'en'] as const) {
  const mine = cases.filter((c) => c.locale === locale);
  const routes = new Set(indexes[locale].docs.map((d) => d[0].split('#')[0]));
  for (const c of mine) if (!routes.has(c.expect)) console.log(`  ! not an indexed page: ${c.expect}`);
  let top1 = 0, top3 = 0, rr = 0;
  const misses: string[] = [];
  for (const c of mine) {
    const pages = topPages(indexes[locale], c.q, 10);
    const at = pages.indexOf(c.expect);
    if (at === 0) top1++;
    if (at >= 0 && at < 3) top3++;
    if (at >= 0) rr += 1 / (at + 1);
    if (at < 0 || at >= 3 || args.includes('--all')) {
      misses.push(`  [${c.kind}] ${JSON.stringify(c.q)} → ${c.expect} (rank ${at < 0 ? '>10' : at + 1})\n      got: ${pages.slice(0, 3).join('  ')}`);
    }
  }
  const pct = (n: number) => ((100 * n) / mine.length).toFixed(1) + '%';
  console.log(`${locale}: n=${mine.length} top1=${pct(top1)} top3=${pct(top3)} MRR@10=${(rr / mine.length).toFixed(3)}`);
  if (misses.length) console.log(misses.join('\n'));
}
