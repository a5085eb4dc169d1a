// npm test: each step in turn, stopping at the first that fails, with the time each took.
import { spawnSync } from 'node:child_process';
import { formatSteps, type StepTime } from './step-times.ts';

const STEPS: [name: string, command: string][] = [
  ['chromium', 'tsx scripts/ensure-chromium.ts'],
  ['typecheck', 'npm run --silent typecheck'],
  ['engine', 'vitest run --project engine'],
  ['site', 'vitest run --project site'],
  ['build', 'vitest run --project build'],
  ['site build', 'npm run --silent build'],
  ['browser', 'vitest run --project browser'],
];

const only = process.argv.slice(2);
const times: StepTime[] = [];
let status = 0;
for (const [name, command] of STEPS) {
  if (only.length && !only.includes(name)) continue;
  const start = performance.now();
  const r = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, PATH: `${process.cwd()}/node_modules/.bin:${process.env.PATH}` } });
  times.push({ name, seconds: (performance.now() - start) / 1000, ok: r.status === 0 });
  if (r.status !== 0) { status = r.status ?? 1; break; }
}
console.log(formatSteps(times));
process.exit(status);
