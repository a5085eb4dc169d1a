import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { readerPage, serveWithChromium } from './chromium.ts';
import { armFrameWatch, elapsed, spread } from './paint-timer.ts';
import type { PackedShard } from '../src/shared/search/compact.ts';
import { unpackManifest, type PackedManifest } from '../src/shared/search/manifest.ts';
import { addShard, loadMeta, loadPinyin, markNeedles, rank, shardsFor, toHit, typoRoundFiles } from '../src/shared/search/query.ts';
import type { SearchManifest, SearchMeta, TextShard } from '../src/shared/search/types.ts';
import type { Locale } from '../src/shared/types.ts';

const ROOT = resolve(import.meta.dirname, '..');
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

function readManifest(distDir: string): SearchManifest {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const m = /<meta name="entix-search" content="([^"]*)">/.exec(html);
  if (!m) throw new Error(`${distDir}/index.html has no search manifest`);
  return unpackManifest(JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&')) as PackedManifest);
}

/** Index sizes, what a first query fetches, worker query latency and keystroke-to-suggestions in Chromium. */
export async function benchSearch(distDir: string): Promise<string[]> {
  const lines: string[] = [];
  const manifest = readManifest(distDir);
  const file = (url: string) => readFileSync(join(distDir, url));
  const cases = JSON.parse(readFileSync(join(ROOT, 'tests/search/relevance.json'), 'utf8')) as { locale: Locale; q: string; expect: string }[];
  const gz = (b: Buffer) => gzipSync(b).length;
  const sum = (bs: Buffer[]) => bs.reduce((n, b) => n + gz(b), 0);
  for (const locale of ['en', 'zh'] as Locale[]) {
    const files = manifest[locale];
    if (!files) continue;
    const meta = file(files.index);
    const terms = files.terms.map(file);
    const texts = files.text.map(file);
    lines.push(`search ${locale}: meta ${kb(gz(meta))} gzip; ${terms.length} term files ${kb(sum(terms))} gzip in all; snippet text ${texts.length} files ${kb(sum(texts))} gzip`);
    const parsedMeta = JSON.parse(meta.toString('utf8')) as SearchMeta;
    const index = loadMeta(parsedMeta);
    terms.forEach((b, n) => addShard(index, n, JSON.parse(b.toString('utf8')) as PackedShard));
    // Chinese: the pinyin table a typo round fetches (see search.worker.ts).
    const pinyinFile = files.pinyin ? file(files.pinyin) : undefined;
    const pinyinTable = pinyinFile && (JSON.parse(pinyinFile.toString('utf8')) as Record<string, string>);
    if (pinyinTable) index.pinyin = loadPinyin(pinyinTable);
    const text = texts.map((b) => JSON.parse(b.toString('utf8')) as TextShard);
    const times: number[] = [];
    const freshTimes: number[] = [];
    const firstAnswer: number[] = [];
    const withSnippets: number[] = [];
    let top1 = 0;
    let top3 = 0;
    let rr = 0;
    let firstTop3 = 0;
    const mine = cases.filter((x) => x.locale === locale);
    for (const c of mine) {
      // The worker's own code path: rank, then snippets from the text files the hits live in.
      // Median of five runs per query: a busy machine's scheduling noise is not the query's cost.
      const runs: number[] = [];
      let ranked: ReturnType<typeof rank>['ranked'] = [];
      for (let k = 0; k < 5; k++) {
        const t0 = performance.now();
        ranked = rank(index, c.q, { limit: 8 }).ranked;
        for (const r of ranked) {
          const row = index.docs[r.id]!;
          toHit(index, r, markNeedles(c.q, r.terms, index.meta.seg), text[row[5]]![row[6]]);
        }
        runs.push(performance.now() - t0);
      }
      times.push(pct(runs, 50));
      // What the first answer (titles) needs: the meta file and the term files of the query's words and synonyms, then the typo round's.
      // A fresh worker does more for its first query: decode the term files and MiniSearch.loadJS them (median of 3).
      const fresh: number[] = [];
      let first = 0;
      let firstRanked: ReturnType<typeof rank>['ranked'] = [];
      for (let k = 0; k < 3; k++) {
        const t0 = performance.now();
        const partial = loadMeta(parsedMeta);
        const fetchShards = (ns: number[]) => ns.reduce((n, s) => { addShard(partial, s, JSON.parse(terms[s]!.toString('utf8')) as PackedShard); return n + gz(terms[s]!); }, 0);
        first = gz(meta) + fetchShards(shardsFor(parsedMeta, c.q, true));
        // The worker's typo round, the pinyin table counted if it asks for it.
        const typoFiles = await typoRoundFiles(partial, c.q, async () => {
          if (pinyinFile) first += gz(pinyinFile);
          return pinyinTable;
        }, true);
        first += fetchShards(typoFiles);
        firstRanked = rank(partial, c.q, { limit: 8 }).ranked;
        fresh.push(performance.now() - t0);
      }
      const firstPages = [...new Set(firstRanked.map((r) => index.docs[r.id]![0].split('#')[0]))];
      if (firstPages.slice(0, 3).includes(c.expect)) firstTop3++;
      freshTimes.push(pct(fresh, 50));
      firstAnswer.push(first);
      withSnippets.push(first + [...new Set(ranked.map((r) => index.docs[r.id]![5]))].reduce((n, s) => n + gz(texts[s]!), 0));
      const pages = [...new Set(rank(index, c.q).ranked.map((r) => index.docs[r.id]![0].split('#')[0]))];
      const at = pages.indexOf(c.expect);
      if (at === 0) top1++;
      if (at >= 0 && at < 3) top3++;
      if (at >= 0) rr += 1 / (at + 1);
    }
    const pc = (n: number) => `${((100 * n) / mine.length).toFixed(1)} %`;
    lines.push(`search ${locale}: relevance over ${mine.length} queries: top-1 ${pc(top1)}, top-3 ${pc(top3)} (floor 95 %), MRR ${(rr / mine.length).toFixed(3)}; the first answer (titles as the reader types, from its words' and synonyms' term files) top-3 ${pc(firstTop3)}`);
    lines.push(`search ${locale}: first answer fetches ${kb(pct(firstAnswer, 50))} (p50) / ${kb(pct(firstAnswer, 95))} (p95) / ${kb(Math.max(...firstAnswer))} (max) gzip (budget ${locale === 'zh' ? 60 : 40} KB); with snippets ${kb(pct(withSnippets, 50))} (p50) / ${kb(pct(withSnippets, 95))} (p95)`);
    lines.push(`search ${locale}: worker query time (MiniSearch loaded; median of 5 runs each) over ${times.length} queries p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms (budget p95 10 ms)`);
    lines.push(`search ${locale}: first query of a fresh worker (meta + its term files decoded, MiniSearch.loadJS, search; median of 3 runs each) p50 ${pct(freshTimes, 50).toFixed(2)} ms, p95 ${pct(freshTimes, 95).toFixed(2)} ms`);
  }
  lines.push(...(await keystrokeToSuggestions(distDir)));
  return lines;
}

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Lighthouse's Slow 4G as its simulation states it: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** The page's idle prefetch (boot/prefetch-app.ts) has asked for the search worker, and every file it asked for has arrived. */
const IDLE_PREFETCH_DONE = `(() => {
  const links = [...document.querySelectorAll('link[rel="prefetch"], link[rel="modulepreload"]')].map((l) => l.href);
  const got = new Set(performance.getEntriesByType('resource').map((e) => e.name));
  // And the page locale's index meta file, which it fetches then too.
  return links.some((h) => h.includes('search.worker')) && links.every((h) => got.has(h)) && [...got].some((n) => /search-[a-z]+-[A-Za-z0-9_-]{8}[.]json$/.test(n));
})()`;
const SUGGESTION = `!!document.querySelector('.search-panel .search-hit')`;

/**
 * A new reader on a loaded, idle page (fresh context, cold cache, Slow 4G) clicks the box and
 * types: milliseconds from the keydown of the first character to the frame showing a suggestion.
 * `pause`: the time between the click and that keydown (0: typed at once).
 */
async function firstSuggestion(browser: Browser, url: string, q: string, pause: number): Promise<number> {
  const { page, cdp } = await readerPage(browser);
  try {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(url, { waitUntil: 'load' });
    // Idle as the page means it: its own prefetch of the app and the search code (a second after
    // load, at idle: boot/prefetch-app.ts) has been asked for and has arrived.
    await page.waitForFunction(IDLE_PREFETCH_DONE, undefined, { timeout: 0 });
    await armFrameWatch(page, SUGGESTION);
    await page.locator('.search-box__input').click();
    if (pause) await page.waitForTimeout(pause);
    // A Han character arrives as text (an IME commits it), with no keydown: its input event is the start.
    await page.evaluate(`for (const type of ['keydown', 'input']) addEventListener(type, (e) => { if (!sessionStorage.getItem('bench:t0')) sessionStorage.setItem('bench:t0', String(performance.timeOrigin + e.timeStamp)); }, { capture: true, once: true })`);
    await page.keyboard.type(q.slice(0, 1));
    await page.waitForFunction(SUGGESTION);
    return await elapsed(page);
  } finally {
    await page.context().close();
  }
}

export async function keystrokeToSuggestions(distDir: string): Promise<string[]> {
  const { browser, url, close } = await serveWithChromium(distDir);
  const out: string[] = [];
  try {
    for (const [path, q] of [['/docs/api/specification', 'delByUK'], ['/zh/docs/api/specification', '唯一键']] as const) {
      for (const pause of [0, 500]) {
        const ms: number[] = [];
        for (let i = 0; i < RUNS; i++) ms.push(await firstSuggestion(browser, url + path, q, pause));
        const when = pause ? `${pause} ms after clicking the box` : 'at once after clicking the box';
        out.push(`search ${path}: first keystroke ("${q.slice(0, 1)}", typed ${when}) → first suggestion painted, Slow 4G, cold cache: ${spread(ms)} (budget 300 ms)`);
      }
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
