import { spawnSync } from 'node:child_process';
import { CHROMIUM_ARGS } from './chromium.ts';

// Lighthouse (mobile preset, its default) against the built site served with gzip on loopback.
// It is not a dependency of the site: npx fetches the pinned version (the last that runs on Node 20)
// the first time. BENCH_LIGHTHOUSE=0 skips it.

const VERSION = '12.8.2';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

interface Figures { score: number; fcp: number; observedFcp: number; tbt: number; lcp: number }

function once(url: string): Figures | string {
  const r = spawnSync('npx', ['--yes', `lighthouse@${VERSION}`, url, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  if (r.status !== 0) return `lighthouse failed: ${(r.stderr || r.stdout).split('\n').slice(-3).join(' ')}`;
  const report = JSON.parse(r.stdout) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number; details?: { items?: Record<string, number>[] } }> };
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

export function benchLighthouse(base: string, paths: string[]): string[] {
  if (process.env.BENCH_LIGHTHOUSE === '0') return ['lighthouse: skipped (BENCH_LIGHTHOUSE=0)'];
  return paths.map((path) => {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const f = once(base + path);
      if (typeof f === 'string') return `lighthouse ${path}: ${f}`;
      runs.push(f);
    }
    const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
    return `lighthouse mobile ${path}: performance ${m('score')} (worst ${Math.min(...runs.map((r) => r.score))}), FCP ${m('fcp').toFixed(0)} ms (observed ${m('observedFcp').toFixed(0)} ms), LCP ${m('lcp').toFixed(0)} ms, TBT ${m('tbt').toFixed(0)} ms, median of ${RUNS} (budget: 100, TBT ≤ 50 ms)`;
  });
}
