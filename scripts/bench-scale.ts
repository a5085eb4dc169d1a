// npm run bench (ENTIX_BENCH_SCALE=0 skips it), or alone: tsx scripts/bench-scale.ts [pages…]
// Builds synthetic sites of growing size and prints build seconds and peak memory, so the growth curve shows.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { makeScaleSite } from './scale-site.ts';

const root = resolve(import.meta.dirname, '..');
const TIME = '/usr/bin/time';

export interface ScaleRow { pages: number; seconds: number; cpuSeconds?: number; peakMb?: number; output: string }

/** One build as `npm run build` runs it (its Node flags included), under GNU time for the peak RSS of the process tree. */
export function buildScaled(contentDir: string, outDir: string, env: Record<string, string> = {}): ScaleRow {
  const timed = existsSync(TIME);
  const cmd = timed ? [TIME, '-f', 'entix-scale %e %U %S %M', 'npm', 'run', '--silent', 'build'] : ['npm', 'run', '--silent', 'build'];
  const started = performance.now();
  const r = spawnSync(cmd[0]!, cmd.slice(1), { cwd: root, encoding: 'utf8', env: { ...process.env, ENTIX_CONTENT_DIR: contentDir, ENTIX_OUT_DIR: outDir, ...env } });
  const seconds = (performance.now() - started) / 1000;
  settled(outDir);
  const output = `${r.stdout}\n${r.stderr}`;
  if (r.status !== 0) throw new Error(`build of ${contentDir} failed:\n${output}`);
  const pages = /content pages: en (\d+), zh (\d+)/.exec(output);
  const t = /entix-scale ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(output);
  return {
    pages: pages ? Number(pages[1]) + Number(pages[2]) : 0,
    seconds,
    cpuSeconds: t ? Number(t[2]) + Number(t[3]) : undefined,
    peakMb: t ? Number(t[4]) / 1024 : undefined,
    output,
  };
}

/**
 * Waits (up to a minute) until the site a build replaced is deleted: the build leaves that to a
 * process of its own (src/node/build/output-plugin.ts), which would otherwise run through the next
 * figure taken, the next build's or a browser's.
 */
export function settled(outDir: string): void {
  const parent = dirname(outDir);
  const prefix = `${basename(outDir)}.old-`;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let i = 0; i < 600 && existsSync(parent) && readdirSync(parent).some((f) => f.startsWith(prefix)); i++) Atomics.wait(pause, 0, 0, 100);
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** `runs` builds of a content tree, each with every cache empty (a fresh ENTIX_MDX_CACHE folder: the default one would serve the second run). */
function coldRuns(contentDir: string, outDir: string, runs: number): ScaleRow[] {
  const rows: ScaleRow[] = [];
  for (let i = 0; i < runs; i++) {
    const cache = mkdtempSync(join(tmpdir(), 'entix-cold-cache-'));
    try {
      rows.push(buildScaled(contentDir, outDir, { ENTIX_MDX_CACHE: cache }));
    } finally {
      rmSync(cache, { recursive: true, force: true });
      rmSync(outDir, { recursive: true, force: true });
    }
  }
  return rows;
}

/** The median run by wall time, with the ranges. */
function summary(rows: ScaleRow[]): string {
  const row = rows.find((r) => r.seconds === median(rows.map((x) => x.seconds)))!;
  const range = (xs: number[], digits: number) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
  const cpu = row.cpuSeconds === undefined ? '' : `, ${row.cpuSeconds.toFixed(1)} s CPU`;
  const mem = row.peakMb === undefined ? '' : `, peak ${row.peakMb.toFixed(0)} MB (${range(rows.map((r) => r.peakMb ?? 0), 0)})`;
  return `median of ${rows.length}: ${row.seconds.toFixed(1)} s wall (${range(rows.map((r) => r.seconds), 1)})${cpu}${mem}`;
}

const RUNS = () => Number(process.env.ENTIX_SCALE_RUNS ?? 3);

/** The real site, every cache empty, ENTIX_SCALE_RUNS times (default 3). */
export function benchCold(runs = RUNS()): string {
  const out = join(root, '.cache/cold-dist');
  return `cold build of the real site, every cache empty, ${summary(coldRuns(join(root, 'content'), out, runs))} (budget: 8 s, 600 MB)`;
}

/** Synthetic sites of each size, every cache empty, ENTIX_SCALE_RUNS times each (default 3). */
export function benchScale(sizes = (process.env.ENTIX_SCALE_SIZES ?? '300,1000,2000').split(',').map(Number), runs = RUNS()): string[] {
  const lines: string[] = [];
  for (const size of sizes) {
    const dir = join(root, '.cache/scale', `site-${size}`);
    makeScaleSite(join(root, 'content'), dir, size);
    const rows = coldRuns(dir, `${dir}-dist`, runs);
    lines.push(`scale: ${rows[0]!.pages} content pages, every cache empty, ${summary(rows)} (${((median(rows.map((r) => r.seconds)) * 1000) / rows[0]!.pages).toFixed(0)} ms a page; budget for 2,000: 60 s, 1,500 MB)`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.slice(2).map(Number);
  if (!sizes.length) console.log(benchCold());
  for (const line of benchScale(sizes.length ? sizes : undefined)) console.log(line);
}
