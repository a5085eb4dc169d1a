import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { END, START, formatRun, markersOf, replaceGenerated, writeBenchmarks, type BenchRun } from './benchmarks-file.ts';

const run: BenchRun = {
  date: new Date('2026-12-07T09:30:12.345Z'),
  commit: 'f583389',
  machine: '2 cores, Node v20.19.0',
  lines: ['build: 13.1 s wall, 308 HTML pages', '', '  under Slow 4G and 4× CPU: click median 829 ms'],
};

describe('formatRun', () => {
  it('prints the date, the commit and every non-empty line as printed, between the markers', () => {
    const block = formatRun(run);
    expect(block.startsWith(`${START}\n## Latest run\n`)).toBe(true);
    expect(block.endsWith(`\n${END}`)).toBe(true);
    expect(block).toContain('on 2026-12-07 09:30 UTC, commit `f583389`, 2 cores, Node v20.19.0.');
    expect(block).toContain('```text\nbuild: 13.1 s wall, 308 HTML pages\n  under Slow 4G and 4× CPU: click median 829 ms\n```');
  });

  it('says when the work tree had uncommitted changes', () => {
    expect(formatRun({ ...run, dirty: true })).toContain('commit `f583389` with uncommitted changes');
  });
});

describe('replaceGenerated', () => {
  const history = '# Benchmarks\n\nIntro.\n\n## Cold build\n\n- session 24: 15.2 s\n';

  it('replaces the block between the markers and keeps the text around it', () => {
    const old = `# Benchmarks\n\nIntro.\n\n${START}\nold figures\n${END}\n\n## Cold build\n\n- session 24: 15.2 s\n`;
    const out = replaceGenerated(old, formatRun(run));
    expect(out).not.toContain('old figures');
    expect(out.startsWith('# Benchmarks\n\nIntro.\n\n')).toBe(true);
    expect(out.endsWith(`${END}\n\n## Cold build\n\n- session 24: 15.2 s\n`)).toBe(true);
    expect(replaceGenerated(out, formatRun(run))).toBe(out);
  });

  it('puts a first block above the history, or at the end, or under a title in an empty file', () => {
    const block = formatRun(run);
    expect(replaceGenerated(history, block)).toBe(`# Benchmarks\n\nIntro.\n\n${block}\n\n## Cold build\n\n- session 24: 15.2 s\n`);
    expect(replaceGenerated('# Benchmarks\n\nIntro.\n', block)).toBe(`# Benchmarks\n\nIntro.\n\n${block}\n`);
    expect(replaceGenerated('', block)).toBe(`# Benchmarks\n\n${block}\n`);
  });

  it('refuses a file with one marker only, rather than guess where the block ends', () => {
    expect(() => replaceGenerated(`${START}\nfigures\n${history}`, formatRun(run))).toThrow(/one generated-block marker/);
    expect(() => replaceGenerated(`${history}${END}\n`, formatRun(run))).toThrow(/one generated-block marker/);
  });
});

describe('a partial run (npm run bench -- versions)', () => {
  it('has a block of its own after the full run\'s, replaced by the next partial run and leaving the full run\'s alone', () => {
    const partial = { ...run, steps: ['versions'], lines: ['versions: 10 docs versions'] };
    const block = formatRun(partial);
    expect(block.startsWith(`${markersOf(partial).start}\n## Latest \`npm run bench -- versions\`\n`)).toBe(true);
    const full = `# Benchmarks\n\n${formatRun(run)}\n\n## History\n`;
    const once = replaceGenerated(full, block, markersOf(partial));
    expect(once).toBe(`# Benchmarks\n\n${formatRun(run)}\n\n${block}\n\n## History\n`);
    const again = replaceGenerated(once, formatRun({ ...partial, lines: ['versions: newer'] }), markersOf(partial));
    expect(again).toContain('versions: newer');
    expect(again).not.toContain('versions: 10 docs versions');
    expect(replaceGenerated(again, formatRun({ ...run, lines: ['full again'] }))).toContain('versions: newer');
  });
});

describe('writeBenchmarks', () => {
  it('writes the block into the file, creating it if need be', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-md-')), 'BENCHMARKS.md');
    writeBenchmarks(file, run);
    expect(readFileSync(file, 'utf8')).toBe(`# Benchmarks\n\n${formatRun(run)}\n`);
    writeFileSync(file, `# Benchmarks\n\n${formatRun(run)}\n\n## History\n`);
    writeBenchmarks(file, { ...run, commit: 'abc1234' });
    expect(readFileSync(file, 'utf8')).toBe(`# Benchmarks\n\n${formatRun({ ...run, commit: 'abc1234' })}\n\n## History\n`);
  });
});
