// BENCHMARKS.md as npm run bench writes it: the latest run's figures in one generated block between
// two markers, replaced by each run; everything else in the file (the history) is kept as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const START = '<!-- bench:generated:start (written by npm run bench; edits are lost) -->';
export const END = '<!-- bench:generated:end -->';

export interface BenchRun {
  /** When the run started. */
  date: Date;
  /** `git rev-parse --short HEAD` at the start ('unknown' outside a git checkout). */
  commit: string;
  /** The work tree had uncommitted changes besides BENCHMARKS.md. */
  dirty?: boolean;
  /** The machine, as `os` reports it: '2 cores, Node v20.19.0'. */
  machine?: string;
  /** Every line the run printed to the console, in order. */
  lines: string[];
  /** The steps of a partial run (`npm run bench -- versions`): a block of their own, so a full run's figures stay. */
  steps?: string[];
}

/** The markers of a run's block: the full run's, or those of a partial run's steps. */
export function markersOf(run: Pick<BenchRun, 'steps'>): { start: string; end: string } {
  if (!run.steps?.length) return { start: START, end: END };
  const name = run.steps.join(' ');
  return { start: `<!-- bench:steps ${name}:start (written by npm run bench -- ${name}; edits are lost) -->`, end: `<!-- bench:steps ${name}:end -->` };
}

/** '2026-12-07 09:30 UTC' */
const when = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** The generated block, markers included: a heading, when and where, then the printed lines verbatim. */
export function formatRun(run: BenchRun): string {
  const commit = `commit \`${run.commit}\`${run.dirty ? ' with uncommitted changes' : ''}`;
  const lines = run.lines.filter((l) => l.trim() !== '');
  const { start, end } = markersOf(run);
  const command = run.steps?.length ? `npm run bench -- ${run.steps.join(' ')}` : 'npm run bench';
  return [
    start,
    run.steps?.length ? `## Latest \`${command}\`` : '## Latest run',
    '',
    `\`${command}\` on ${when(run.date)}, ${commit}${run.machine ? `, ${run.machine}` : ''}. Each line as`,
    'the run printed it; the budgets in brackets are those of the issues.',
    '',
    '```text',
    ...lines,
    '```',
    end,
  ].join('\n');
}

/**
 * `text` with its generated block (between `markers`) replaced by `block`. Without one yet, the block
 * goes after the full run's block if there is one, else before the first `## ` heading (the history),
 * or at the end; an empty file gets a title first.
 */
export function replaceGenerated(text: string, block: string, markers = { start: START, end: END }): string {
  const start = text.indexOf(markers.start);
  const end = text.indexOf(markers.end);
  if (start >= 0 && end > start) return text.slice(0, start) + block + text.slice(end + markers.end.length);
  if (start >= 0 || end >= 0) throw new Error(`BENCHMARKS.md has one generated-block marker without the other: put back both (${markers.start} … ${markers.end}) or neither`);
  if (!text.trim()) return `# Benchmarks\n\n${block}\n`;
  const full = text.indexOf(END);
  if (markers.end !== END && full >= 0) return `${text.slice(0, full + END.length)}\n\n${block}${text.slice(full + END.length)}`;
  const history = text.search(/^## /m);
  if (history < 0) return `${text.replace(/\n*$/, '\n\n')}${block}\n`;
  return `${text.slice(0, history)}${block}\n\n${text.slice(history)}`;
}

/** The commit a run measures, and whether the work tree differs from it (BENCHMARKS.md aside). */
export function gitState(root: string): { commit: string; dirty: boolean } {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const head = git('rev-parse', '--short', 'HEAD');
  if (head.status !== 0) return { commit: 'unknown', dirty: false };
  const status = git('status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)BENCHMARKS.md');
  return { commit: head.stdout.trim(), dirty: status.stdout.trim() !== '' };
}

/** Writes the run into `file` (BENCHMARKS.md), keeping the rest of it. */
export function writeBenchmarks(file: string, run: BenchRun): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, replaceGenerated(text, formatRun(run), markersOf(run)));
}
