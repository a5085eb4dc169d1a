import { describe, expect, it } from 'vitest';
import { parseGitLog } from './last-update.ts';

describe('parseGitLog', () => {
  it('keeps the newest date per file', () => {
    const out = '\x002025-06-02T10:00:00+00:00\n\ncontent/a.md\n\x002025-05-01T10:00:00+00:00\n\ncontent/a.md\ncontent/b.md\n';
    const m = parseGitLog(out, '/r');
    expect(m.get('/r/content/a.md')).toBe('2025-06-02');
    expect(m.get('/r/content/b.md')).toBe('2025-05-01');
  });
  it('gives nothing for empty output', () => {
    expect(parseGitLog('', '/r').size).toBe(0);
  });
});
