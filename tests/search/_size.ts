import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildSiteModel } from '../../src/node/content/site-model.ts';
import { searchSections } from '../../src/node/search/collect.ts';
import { rawSections } from '../../src/node/search/raw-sections.ts';
import { loadSynonyms } from '../../src/node/search/synonyms.ts';
import { buildSearchIndex } from '../../src/shared/search/build-index.ts';
import { shardsFor } from '../../src/shared/search/query.ts';
const ROOT = resolve(import.meta.dirname, '../..');
const model = buildSiteModel({ root: ROOT, contentDir: ROOT + '/content' });
const sections = searchSections(model.pages, (p) => (p.source ? rawSections(p.source.body) : []));
const synonyms = loadSynonyms(ROOT + '/content/search-synonyms.yml');
const cases = JSON.parse(readFileSync(ROOT + '/tests/search/relevance.json', 'utf8'));
const gz = (o: unknown) => gzipSync(JSON.stringify(o)).length;
for (const termBytes of (process.argv[2] ?? '24000').split(',').map(Number)) for (const l of ['en', 'zh'] as const) {
  const b = buildSearchIndex(sections[l], { synonyms, termBytes });
  const metaGz = gz(b.meta);
  const shardGz = b.terms.map(gz);
  const per = cases.filter((c: any) => c.locale === l).map((c: any) => metaGz + shardsFor(b.meta, c.q).reduce((n, s) => n + shardGz[s]!, 0));
  per.sort((a: number, b: number) => a - b);
  console.log(termBytes, l, 'meta', (metaGz / 1024).toFixed(1), 'pages', (gz(b.meta.pages)/1024).toFixed(1), 'lens', (gz(b.meta.lens)/1024).toFixed(1), 'names', (gz(b.meta.names)/1024).toFixed(1), 'shards', b.terms.length, 'total', (shardGz.reduce((a, c) => a + c, 0) / 1024).toFixed(1), 'first p50', (per[per.length >> 1] / 1024).toFixed(1), 'p95', (per[Math.floor(per.length * 0.95)] / 1024).toFixed(1), 'max', (per[per.length - 1] / 1024).toFixed(1));
}
