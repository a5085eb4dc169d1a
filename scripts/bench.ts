// npm run bench: builds the real site and prints what the budgets in the issues are about; the
// printed lines also go into BENCHMARKS.md's generated block (benchmarks-file.ts) once the run is done.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { serveWithChromium } from './chromium.ts';
import { join, resolve } from 'node:path';
import { kb, pageLoads, type Loads } from './first-view.ts';
import { benchInteraction } from './bench-interaction.ts';
import { benchLighthouse } from './bench-lighthouse.ts';
import { gitState, writeBenchmarks } from './benchmarks-file.ts';
import { settled } from './bench-scale.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, process.env.ENTIX_OUT_DIR ?? 'dist');
const run = { date: new Date(), ...gitState(root), machine: `${cpus().length} cores, Node ${process.version}` };
const printed: string[] = [];
/** console.log, and kept for BENCHMARKS.md. */
const print = (line: string) => {
  console.log(line);
  printed.push(line);
};

// `npm run bench -- versions`: only the named steps, their lines in a block of their own in BENCHMARKS.md.
const STEPS: Record<string, () => Promise<string[]>> = {
  versions: async () => (await import('./bench-versions.ts')).benchVersions(),
  rebuild: async () => (await import('./bench-rebuild.ts')).benchRebuild(),
  dev: async () => (await import('./bench-dev.ts')).benchDev(),
};
const steps = process.argv.slice(2);
if (steps.length) {
  const unknown = steps.filter((s) => !STEPS[s]);
  if (unknown.length) {
    console.error(`bench: no step ${unknown.join(', ')}; the steps that run alone: ${Object.keys(STEPS).join(', ')}`);
    process.exit(1);
  }
  for (const step of steps) for (const l of await STEPS[step]!()) print(l);
  writeBenchmarks(join(root, 'BENCHMARKS.md'), { ...run, steps, lines: printed });
  process.exit(0);
}

const started = performance.now();
// Exactly what `npm run build` runs (its Node flags included).
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8', env: process.env });
const wall = (performance.now() - started) / 1000;
settled(dist);
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}
const count = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? count(join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0), 0);
const html = count(dist);
print(`build: ${wall.toFixed(1)} s wall, ${html} HTML pages, ${((wall * 1000) / html).toFixed(0)} ms a page (budget: 260 pages in 15 s, 58 ms a page)`);
print((build.stdout.match(/^entix: content pages.*$/m) ?? [''])[0]);

const pages: [string, string][] = [
  ['docs page (/docs/api/fixed-api/select)', '/docs/api/fixed-api/select'],
  ['home page (/)', '/'],
  ['404 page (/no-such-page)', '/no-such-page'],
];
const line = ({ js, css }: Loads) => `JS ${kb(js.raw)} raw / ${kb(js.gzip)} gzip in ${js.files.length} files; CSS ${kb(css.raw)} raw / ${kb(css.gzip)} gzip`;
const site = await serveWithChromium(dist);
try {
  for (const [label, path] of pages) {
    const { view, idle, use, prefetch, hydrateMs } = await pageLoads(site, dist, path);
    print(`${label} first view: ${line(view)} (budget: JS 15 KB gzip, CSS 15 KB gzip); fetched when idle, not run: the app, ${kb(idle.gzip)} gzip in ${idle.files.length} files`);
    print(`${label} first use (a wheel turn → hydrated in ${hydrateMs.toFixed(0)} ms on loopback) runs the app${use.js.files.length ? ` and loads ${line(use)}` : ''}; then prefetches ${prefetch.files.length} route chunks of links in view, ${kb(prefetch.gzip)} gzip`);
  }
  for (const l of await benchInteraction(site)) print(l);
  for (const l of await benchLighthouse(site.url, ['/docs/api/specification', '/', '/blog/entix-v4'])) print(l);
} finally {
  await site.close();
}

const searchBench = join(root, 'scripts/bench-search.ts');
if (existsSync(searchBench)) {
  const { benchSearch } = (await import(searchBench)) as { benchSearch: (d: string) => Promise<string[]> };
  for (const line of await benchSearch(dist)) print(line);
}

if (process.env.ENTIX_BENCH_REBUILD !== '0') for (const line of (await import('./bench-rebuild.ts')).benchRebuild()) print(line);
if (process.env.ENTIX_BENCH_SCALE !== '0') {
  const { benchCold, benchScale } = await import('./bench-scale.ts');
  print(benchCold());
  for (const line of benchScale()) print(line);
}
if (process.env.ENTIX_BENCH_VERSIONS !== '0') for (const l of await STEPS.versions!()) print(l);
if (process.env.ENTIX_BENCH_DEV !== '0') for (const line of await (await import('./bench-dev.ts')).benchDev()) print(line);

writeBenchmarks(join(root, 'BENCHMARKS.md'), { ...run, lines: printed });
