// npm run bench (ENTIX_BENCH_SCALE=0 skips it), or alone: tsx scripts/bench-scale.ts [pages…]
// Builds synthetic sites of growing size and prints build seconds and peak memory, so the growth curve shows.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { makeScaleSite } from './scale-site.ts';

const root = resolve(import.meta.dirname, '..');
const TIME = '/usr/bin/time';

export interface ScaleRow { pages: number; seconds: number; cpuSeconds?: number; peakMb?: number; output: string }

/** One build as `npm run build` runs it (its Node flags included), under GNU time for the peak RSS of the process tree. */
export function buildScaled(contentDir: string, outDir: string): ScaleRow {
  const timed = existsSync(TIME);
  const cmd = timed ? [TIME, '-f', 'entix-scale %e %U %S %M', 'npm', 'run', '--silent', 'build'] : ['npm', 'run', '--silent', 'build'];
  const started = performance.now();
  const r = spawnSync(cmd[0]!, cmd.slice(1), { cwd: root, encoding: 'utf8', env: { ...process.env, ENTIX_CONTENT_DIR: contentDir, ENTIX_OUT_DIR: outDir } });
  const seconds = (performance.now() - started) / 1000;
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

export function benchScale(sizes = (process.env.ENTIX_SCALE_SIZES ?? '300,1000,2000').split(',').map(Number)): string[] {
  const lines: string[] = [];
  for (const size of sizes) {
    const dir = join(root, '.cache/scale', `site-${size}`);
    makeScaleSite(join(root, 'content'), dir, size);
    const row = buildScaled(dir, `${dir}-dist`);
    rmSync(`${dir}-dist`, { recursive: true, force: true });
    const cpu = row.cpuSeconds === undefined ? '' : `, ${row.cpuSeconds.toFixed(1)} s CPU`;
    const mem = row.peakMb === undefined ? '' : `, peak ${row.peakMb.toFixed(0)} MB`;
    lines.push(`scale: ${row.pages} content pages: ${row.seconds.toFixed(1)} s wall${cpu}${mem} (${((row.seconds * 1000) / row.pages).toFixed(0)} ms a page; budget for 2,000: 60 s, 1,500 MB)`);
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sizes = process.argv.slice(2).map(Number);
  for (const line of benchScale(sizes.length ? sizes : undefined)) console.log(line);
}
