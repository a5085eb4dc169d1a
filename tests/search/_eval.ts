import { readFileSync } from 'node:fs';
import { realIndexes, topPages } from './real-index.ts';
const cases = JSON.parse(readFileSync(process.argv[2] ?? '/work/wt/search/tests/search/relevance.json', 'utf8'));
const idx = realIndexes();
let ok = 0;
for (const c of cases) {
  const top = topPages(idx[c.locale], c.q, 5);
  const pos = top.indexOf(c.expect);
  if (pos >= 0 && pos < 3) ok++; else console.log('MISS', c.locale, JSON.stringify(c.q), '→', c.expect, '| got', top.slice(0,3).join(' '));
}
console.log(`${ok}/${cases.length}`);
