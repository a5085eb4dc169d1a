import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cacheEntries } from './cache-entries.ts';

describe('cache entries', () => {
  it('replaces an owner\'s entry, leaving other owners\' alone, as listed by an earlier process', () => {
    const dir = mkdtempSync(join(tmpdir(), 'entix-entries-'));
    const earlier = cacheEntries(dir, 3);
    earlier.replace('aa-', [['aa-1.json', { text: 'one' }]]);
    earlier.replace('bb-', [['bb-1.json', { text: 'b' }]]);
    const entries = cacheEntries(dir, 3);
    expect(entries.has('aa-1.json')).toBe(true);
    const moved = join(mkdtempSync(join(tmpdir(), 'entix-from-')), 'body');
    writeFileSync(moved, 'body');
    entries.replace('aa-', [['aa-2.html', { from: moved }], ['aa-2.json', { text: 'two' }]]);
    expect(existsSync(moved)).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(['aa-2.html', 'aa-2.json', 'bb-1.json']);
    expect(readFileSync(join(dir, 'aa-2.html'), 'utf8')).toBe('body');
    expect(entries.has('aa-1.json')).toBe(false);
    expect(entries.has('aa-2.json')).toBe(true);
  });
});
