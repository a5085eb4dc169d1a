// npm run bench (ENTIX_BENCH_REBUILD=0 skips it), or alone: tsx scripts/bench-rebuild.ts [runs]
// One page changed: a build after a body edit to one docs page, the compile cache warm from the build before.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { buildScaled, median } from './bench-scale.ts';

const root = resolve(import.meta.dirname, '..');
const PAGE = 'en/docs/getting-started/installation.md';


export function benchRebuild(runs = Number(process.env.ENTIX_BENCH_REBUILD_RUNS ?? 3)): string[] {
  const dir = join(root, '.cache/bench-rebuild');
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(root, 'content'), dir, { recursive: true });
  const out = `${dir}-dist`;
  const file = join(dir, PAGE);
  const original = readFileSync(file, 'utf8');
  // The first build fills the cache for this content tree; each run then changes one sentence.
  buildScaled(dir, out);
  const rows = [];
  for (let i = 0; i < runs; i++) {
    writeFileSync(file, `${original}\nRebuild marker ${i}.\n`);
    const load = loadavg()[0]!;
    const row = buildScaled(dir, out);
    if (!/Rebuild marker/.test(readFileSync(join(out, 'docs/getting-started/installation/index.html'), 'utf8'))) throw new Error('the rebuilt page does not show the edit');
    const compiled = /compiled (\d+) MDX files[^;\n]*; prerendering/.exec(row.output)?.[1];
    rows.push({ ...row, load, compiled });
  }
  rmSync(out, { recursive: true, force: true });
  const secs = rows.map((r) => r.seconds);
  const peak = Math.max(...rows.map((r) => r.peakMb ?? 0));
  // CPU seconds (user + system, every thread) move far less than wall time on a shared machine.
  const cpu = rows.map((r) => r.cpuSeconds).filter((c): c is number => c !== undefined);
  const cpuText = cpu.length ? `; CPU median ${median(cpu).toFixed(1)} s` : '';
  return [
    `rebuild, one page changed: median ${median(secs).toFixed(1)} s wall over ${runs} runs (${secs.map((s) => s.toFixed(1)).join(', ')} s${cpuText}; MDX files compiled: ${rows.map((r) => r.compiled).join(', ')}; peak ${peak.toFixed(0)} MB; load average ${rows.map((r) => r.load.toFixed(1)).join(', ')}) (budget: 3 s)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of benchRebuild(Number(process.argv[2] ?? 3))) console.log(line);
