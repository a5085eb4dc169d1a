// npm run bench: builds the real site and prints what the budgets in the issues are about.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { firstView, kb } from './first-view.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, process.env.ENTIX_OUT_DIR ?? 'dist');

const started = performance.now();
// Exactly what `npm run build` runs (its Node flags included).
const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8', env: process.env });
const wall = (performance.now() - started) / 1000;
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}
const count = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? count(join(dir, e.name)) : e.name.endsWith('.html') ? 1 : 0), 0);
console.log(`build: ${wall.toFixed(1)} s wall, ${count(dist)} HTML pages (budget: 260 pages in 15 s)`);
console.log((build.stdout.match(/^entix: content pages.*$/m) ?? [''])[0]);

const pages: [string, string][] = [
  ['docs page (/docs/api/fixed-api/select)', 'docs/api/fixed-api/select/index.html'],
  ['home page (/)', 'index.html'],
  ['404 page', '404.html'],
];
for (const [label, file] of pages) {
  if (!existsSync(join(dist, file))) { console.log(`${label}: missing ${file}`); continue; }
  const { js, css } = firstView(dist, file);
  console.log(`${label}: JS ${kb(js.raw)} raw / ${kb(js.gzip)} gzip in ${js.files.length} files; CSS ${kb(css.raw)} raw / ${kb(css.gzip)} gzip (budget: JS 90 KB gzip, CSS 15 KB gzip)`);
}

const searchBench = join(root, 'scripts/bench-search.ts');
if (existsSync(searchBench)) {
  const { benchSearch } = (await import(searchBench)) as { benchSearch: (d: string) => Promise<string[]> };
  for (const line of await benchSearch(dist)) console.log(line);
}
