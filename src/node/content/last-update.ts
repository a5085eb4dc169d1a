import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Parses `git log --format=%x00%cI --name-only` output: newest commit date per file. */
export function parseGitLog(output: string, repoRoot: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const block of output.split('\0').slice(1)) {
    const [date, ...files] = block.split('\n').map((l) => l.trim()).filter(Boolean);
    if (!date) continue;
    for (const f of files) {
      const abs = resolve(repoRoot, f);
      if (!dates.has(abs)) dates.set(abs, date.slice(0, 10));
    }
  }
  return dates;
}

/** Last commit date of every file under dir, from one git call; empty when git or history is missing. */
export function gitLastUpdates(dir: string): Map<string, string> {
  try {
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const out = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', dir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 << 20 });
    return parseGitLog(out, root);
  } catch {
    return new Map();
  }
}
