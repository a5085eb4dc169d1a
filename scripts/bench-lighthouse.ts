import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './chromium.ts';

// Lighthouse (mobile preset, its default) against the built site served with gzip on loopback.
// It is not a dependency of the site: npx fetches the pinned version (the last that runs on Node 20)
// the first time. BENCH_LIGHTHOUSE=0 skips it.

const VERSION = '12.8.2';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface Figures { score: number; fcp: number; observedFcp: number; tbt: number; lcp: number }

/**
 * Async, and to a file: the site is served by this same process (bench.ts), so a spawnSync here
 * froze the server Lighthouse was loading from, and each run hung until Lighthouse gave up.
 */
async function once(url: string): Promise<Figures | string> {
  const dir = mkdtempSync(join(tmpdir(), 'entix-lh-'));
  const out = join(dir, 'report.json');
  try {
    const child = spawn('npx', ['--yes', `lighthouse@${VERSION}`, url, '--only-categories=performance', '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const status = await new Promise<number | null>((resolve) => { child.on('close', resolve); child.on('error', () => resolve(-1)); });
    if (status !== 0) return `lighthouse failed: ${stderr.split('\n').slice(-3).join(' ')}`;
    return figures(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function figures(json: string): Figures {
  const report = JSON.parse(json) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number; details?: { items?: Record<string, number>[] } }> };
  const a = report.audits;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: a['first-contentful-paint']!.numericValue!,
    lcp: a['largest-contentful-paint']!.numericValue!,
    tbt: a['total-blocking-time']!.numericValue!,
    observedFcp: a.metrics!.details!.items![0]!.observedFirstContentfulPaint!,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

export async function benchLighthouse(base: string, paths: string[]): Promise<string[]> {
  if (process.env.BENCH_LIGHTHOUSE === '0') return ['lighthouse: skipped (BENCH_LIGHTHOUSE=0)'];
  const lines: string[] = [];
  for (const path of paths) lines.push(await onePage(base, path));
  return lines;
}

async function onePage(base: string, path: string): Promise<string> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const f = await once(base + path);
    if (typeof f === 'string') return `lighthouse ${path}: ${f}`;
    runs.push(f);
  }
  const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
  const each = (k: keyof Figures) => runs.map((r) => r[k].toFixed(0)).join(', ');
  return `lighthouse mobile ${path}: performance ${m('score')} (runs ${each('score')}), FCP ${m('fcp').toFixed(0)} ms (observed ${m('observedFcp').toFixed(0)} ms), LCP ${m('lcp').toFixed(0)} ms, TBT ${m('tbt').toFixed(0)} ms (runs ${each('tbt')}), median of ${RUNS} (budget: 100, TBT ≤ 50 ms)`;
}
