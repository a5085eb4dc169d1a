// npm run bench (ENTIX_BENCH_DEV=0 skips it), or alone: tsx scripts/bench-dev.ts
// Dev server: how long an MDX body edit takes to show in the open page (save → text in the DOM).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { launchChromium } from './chromium.ts';

const root = resolve(import.meta.dirname, '..');
const PAGE = { route: '/docs/getting-started/installation', file: 'en/docs/getting-started/installation.md' };

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

export async function benchDev(edits = Number(process.env.ENTIX_BENCH_DEV_EDITS ?? 12)): Promise<string[]> {
  const dir = join(root, '.cache/bench-dev');
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(root, 'content'), dir, { recursive: true });
  process.env.ENTIX_CONTENT_DIR = dir;
  const server = await createServer({ configFile: join(root, 'vite.config.ts'), server: { port: 0, host: '127.0.0.1' }, logLevel: (process.env.ENTIX_BENCH_LOG as 'info' | undefined) ?? 'error' });
  await server.listen();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}${PAGE.route}`);
    await page.locator('article h1').waitFor({ timeout: 120_000 });
    const file = join(dir, PAGE.file);
    const original = readFileSync(file, 'utf8');
    // The last paragraph line of the body gets a marker word; the page shows it when HMR applied it.
    const lines = original.split('\n');
    const at = lines.findLastIndex((l) => /^[A-Za-z].*\.$/.test(l));
    const times: number[] = [];
    for (let i = 0; i < edits; i++) {
      const marker = `Benchmark${i}marker`;
      const seen = page.waitForFunction((m) => document.querySelector('article')?.textContent?.includes(m), marker, { timeout: 60_000, polling: 'raf' });
      const started = performance.now();
      writeFileSync(file, lines.map((l, n) => (n === at ? `${l} ${marker}` : l)).join('\n'));
      await seen;
      times.push(performance.now() - started);
    }
    const rest = times.slice(1);
    if (process.env.BENCH_VERBOSE) console.log(times.map((t) => t.toFixed(0)).join(", "));
    return [`dev: MDX body edit → shown in page: first ${times[0]!.toFixed(0)} ms; then p50 ${percentile(rest, 50).toFixed(0)} ms, p95 ${percentile(rest, 95).toFixed(0)} ms over ${rest.length} edits (budget: 150 / 300 ms)`];
  } finally {
    await browser.close();
    await server.close();
    delete process.env.ENTIX_CONTENT_DIR;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) for (const line of await benchDev()) console.log(line);
