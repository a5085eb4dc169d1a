export interface StepTime { name: string; seconds: number; ok: boolean }

/** The closing table of npm test: one line a step, then the total. */
export function formatSteps(times: StepTime[]): string {
  const width = Math.max(5, ...times.map((t) => t.name.length));
  const line = (name: string, s: number, mark: string) => `  ${name.padEnd(width)} ${s.toFixed(1).padStart(6)} s${mark}`;
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  return ['test times:', ...times.map((t) => line(t.name, t.seconds, t.ok ? '' : '  FAILED')), line('total', total, '')].join('\n');
}
