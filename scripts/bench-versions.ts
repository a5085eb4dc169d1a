// npm run bench (ENTIX_BENCH_VERSIONS=0 skips it), or alone: npm run bench -- versions
// Versions that scale (issue 40): synthetic sites of 1, 2 and 10 docs versions of 150 docs routes per
// locale (versions-site.ts), each built cold, then warm after one edit to a current (4.x) page
// (ENTIX_VERSIONS_WARM_RUNS times, default 3, each after an edit of its own: the median is kept, as a
// single warm build moves by ±0.4 s on this machine); the times, the peak RSS, the pages taken from
// the cache, and the two-version budgets.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildScaled, median, type ScaleRow } from './bench-scale.ts';
import { makeVersionedSite } from './versions-site.ts';

const root = resolve(import.meta.dirname, '..');
/** The current page the warm build follows an edit to, and where it is written. */
const PAGE = 'en/docs/quick-start.md';
const PAGE_HTML = 'docs/quick-start/index.html';
const WARM_RUNS = Number(process.env.ENTIX_VERSIONS_WARM_RUNS ?? 3);

export interface CacheFigures { pages: number; rendered: number; reused: number; byVersion: { label: string; reused: number; pages: number }[] }

/** The build summary's prerender line (src/node/build/cache-summary.ts), read back. */
export function cacheFigures(output: string): CacheFigures | undefined {
  const m = /entix: prerendered (\d+) pages: (\d+) rendered, (\d+) from the cache(?: \(docs pages from the cache, by version: ([^)]*)\))?/.exec(output);
  if (!m) return undefined;
  const byVersion = (m[4] ?? '').split(', ').filter(Boolean).map((part) => {
    const [, label, reused, pages] = /^(.*) (\d+)\/(\d+)$/.exec(part)!;
    return { label: label!, reused: Number(reused), pages: Number(pages) };
  });
  return { pages: Number(m[1]), rendered: Number(m[2]), reused: Number(m[3]), byVersion };
}

/** One budget: what was measured against its limit, PASS or FAIL. */
export function budgetLine(what: string, seconds: number, limit: number, how: string): string {
  return `versions budget: ${what} ${seconds.toFixed(1)} s ≤ ${how} = ${limit.toFixed(1)} s: ${seconds <= limit ? 'PASS' : 'FAIL'}`;
}

interface SiteRun { versions: number; routes: number; cold: ScaleRow; warm: ScaleRow; warmTimes: number[]; warmCache: CacheFigures | undefined }

/** A site of `versions` docs versions: built with every cache empty, then again after one 4.x edit. */
function runSite(versions: number, routes: number): SiteRun {
  const dir = join(root, '.cache/bench-versions', `v${versions}`);
  const out = `${dir}-dist`;
  const perLocale = makeVersionedSite(join(root, 'content'), dir, versions, routes);
  const cache = mkdtempSync(join(tmpdir(), 'entix-versions-cache-'));
  try {
    const env = { ENTIX_MDX_CACHE: cache };
    const cold = buildScaled(dir, out, env);
    const warms: ScaleRow[] = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      const sentence = `A sentence the versions bench added (${i}).`;
      appendFileSync(join(dir, PAGE), `\n${sentence}\n`);
      warms.push(buildScaled(dir, out, env));
      if (!readFileSync(join(out, PAGE_HTML), 'utf8').includes(sentence)) throw new Error(`${out}/${PAGE_HTML} does not show the edit`);
    }
    const warm = warms.find((r) => r.seconds === median(warms.map((w) => w.seconds)))!;
    return { versions, routes: perLocale, cold, warm, warmTimes: warms.map((w) => w.seconds), warmCache: cacheFigures(warm.output) };
  } finally {
    rmSync(cache, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}

const mb = (r: ScaleRow) => (r.peakMb === undefined ? '' : `, peak ${r.peakMb.toFixed(0)} MB`);

function siteLine(s: SiteRun): string {
  const c = s.warmCache;
  const old = c?.byVersion.slice(1) ?? [];
  const oldRendered = old.reduce((n, v) => n + v.pages - v.reused, 0);
  const cacheText = c ? `${c.reused} of ${c.pages} pages from the cache, ${c.rendered} rendered${old.length ? `; old versions' pages rendered again: ${oldRendered} of ${old.reduce((n, v) => n + v.pages, 0)}` : ''}` : 'no cache line in the output';
  return `versions: ${s.versions} docs version${s.versions > 1 ? 's' : ''} of ${s.routes} docs routes per locale (2 locales): cold ${s.cold.seconds.toFixed(1)} s${mb(s.cold)}; warm after a 4.x edit ${s.warm.seconds.toFixed(1)} s (median of ${s.warmTimes.map((t) => t.toFixed(1)).join(', ')})${mb(s.warm)}, ${cacheText}`;
}

export function benchVersions(counts = (process.env.ENTIX_VERSIONS_COUNTS ?? '1,2,10').split(',').map(Number), routes = Number(process.env.ENTIX_VERSIONS_ROUTES ?? 150)): string[] {
  const runs = counts.map((n) => runSite(n, routes));
  const lines = runs.map(siteLine);
  const one = runs.find((r) => r.versions === 1);
  const two = runs.find((r) => r.versions === 2);
  if (one && two) {
    lines.push(budgetLine('cold build with two versions', two.cold.seconds, 2 * one.cold.seconds, `2 × the one-version cold build ${one.cold.seconds.toFixed(1)} s`));
    lines.push(budgetLine('warm build with two versions after a 4.x edit', two.warm.seconds, one.warm.seconds + 1, `the one-version warm build ${one.warm.seconds.toFixed(1)} s + 1 s`));
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of benchVersions()) console.log(line);
