import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { firstUse, serveWithChromium } from './chromium.ts';
import { loadIndex, markNeedles, rank, toHit } from '../src/shared/search/query.ts';
import type { SearchIndexFile, SearchManifest, TextShard } from '../src/shared/search/types.ts';
import type { Locale } from '../src/shared/types.ts';

const ROOT = resolve(import.meta.dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

function readManifest(distDir: string): SearchManifest {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const m = /<meta name="entix-search" content="([^"]*)">/.exec(html);
  if (!m) throw new Error(`${distDir}/index.html has no search manifest`);
  return JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as SearchManifest;
}

/** Index sizes, what a first query fetches, worker query latency and keystroke-to-suggestions in Chromium. */
export async function benchSearch(distDir: string): Promise<string[]> {
  const lines: string[] = [];
  const manifest = readManifest(distDir);
  const file = (url: string) => readFileSync(join(distDir, url));
  const cases = JSON.parse(readFileSync(join(ROOT, 'tests/search/relevance.json'), 'utf8')) as { locale: Locale; q: string }[];
  for (const locale of ['en', 'zh'] as Locale[]) {
    const files = manifest[locale];
    if (!files) continue;
    const index = file(files.index);
    const shards = files.text.map(file);
    const gz = (b: Buffer) => gzipSync(b).length;
    const shardRaw = shards.reduce((n, b) => n + b.length, 0);
    const shardGz = shards.reduce((n, b) => n + gz(b), 0);
    lines.push(`search ${locale}: term index ${kb(index.length)} raw / ${kb(gz(index))} gzip; snippet text ${shards.length} shards ${kb(shardRaw)} raw / ${kb(shardGz)} gzip`);
    const loaded = loadIndex(JSON.parse(index.toString('utf8')) as SearchIndexFile);
    const texts = shards.map((b) => JSON.parse(b.toString('utf8')) as TextShard);
    // The worker's own code path: rank, then snippets from the shards the hits live in.
    const times: number[] = [];
    const firstFetch: number[] = [];
    for (const c of cases.filter((x) => x.locale === locale)) {
      const t0 = performance.now();
      const { ranked } = rank(loaded, c.q, { limit: 8 });
      for (const r of ranked) {
        const row = loaded.docs[r.id]!;
        toHit(loaded, r, markNeedles(c.q, r.terms), texts[row[5]]![row[6]]);
      }
      times.push(performance.now() - t0);
      const needed = new Set(ranked.map((r) => loaded.docs[r.id]![5]));
      firstFetch.push([...needed].reduce((n, s) => n + gz(shards[s]!), 0));
    }
    lines.push(`search ${locale}: first query fetches ${kb(gz(index))} gzip before titles show, then ${kb(pct(firstFetch, 50))} (p50) / ${kb(Math.max(...firstFetch))} (max) of snippet shards`);
    lines.push(`search ${locale}: query latency over ${times.length} relevance queries p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms`);
  }
  lines.push(...(await keystrokeToSuggestions(distDir)));
  return lines;
}

async function keystrokeToSuggestions(distDir: string): Promise<string[]> {
  const { browser, url, close } = await serveWithChromium(distDir);
  const out: string[] = [];
  try {
    for (const [path, q] of [['/docs', 'delByUK'], ['/zh/docs', '唯一键']] as const) {
      const page = await browser.newPage();
      await page.goto(url + path);
      await firstUse(page);
      const t0 = Date.now();
      await page.locator('.search-box__input').focus();
      await page.keyboard.type(q.slice(0, 1));
      await page.locator('.search-panel .search-hit, .search-panel__empty').first().waitFor();
      const cold = Date.now() - t0;
      const t1 = Date.now();
      await page.keyboard.type(q.slice(1));
      await page.waitForFunction((query) => document.querySelector('.search-hit__title')?.closest('.search-panel') && (document.querySelector('.search-box__input') as HTMLInputElement).value === query, q);
      const warm = Date.now() - t1;
      out.push(`search ${path}: first keystroke to first suggestions ${cold} ms (cold: worker + index), rest of "${q}" ${warm} ms`);
      await page.close();
    }
  } finally {
    await close();
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lines = await benchSearch(resolve(process.argv[2] ?? 'dist'));
  console.log(lines.join('\n'));
}
