import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { diskMemo } from './disk-memo.ts';

describe('disk memo', () => {
  it('computes a text once across runs, keeps only what a run used, and never keeps what JSON would change', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'entix-memo-')), 'memo.json');
    let calls = 0;
    const count = (v: unknown) => () => { calls++; return v; };
    const first = diskMemo(file);
    expect(first.get('a', 'one', count({ x: [1, 'y'] }))).toEqual({ x: [1, 'y'] });
    first.get('a', 'two', count(2));
    first.get('a', 'date', count({ d: new Date(0) }));
    first.save();
    calls = 0;
    const second = diskMemo(file);
    expect(second.get('a', 'one', count('recomputed'))).toEqual({ x: [1, 'y'] });
    expect(second.get('b', 'one', count('other space'))).toBe('other space');
    expect(second.get('a', 'date', count('no date kept'))).toBe('no date kept');
    expect(calls).toBe(2);
    second.save();
    // 'two' went unused: dropped. Kept: 'one' in both spaces and the date's plain replacement.
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)).toHaveLength(3);
  });
});
