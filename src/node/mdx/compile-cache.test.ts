import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileCache, type CompiledEntry } from './compile-cache.ts';

const entry = (code: string): CompiledEntry => ({ code, facts: { headings: [], links: [] }, deps: { links: [], files: [] } });

describe('compileCache', () => {
  it('has an entry once put, replaces the same file’s older one, and leaves no partial file', () => {
    const cache = compileCache(mkdtempSync(join(tmpdir(), 'entix-cc-')), 'v1');
    cache.put('/c/a.md', 'one', entry('export default 1'));
    expect(cache.get('/c/a.md', 'one', () => true)?.code).toBe('export default 1');
    cache.put('/c/a.md', 'two', entry('export default 2'));
    expect(cache.get('/c/a.md', 'one', () => true)).toBeUndefined();
    expect(cache.get('/c/a.md', 'two', () => true)?.code).toBe('export default 2');
    expect(cache.get('/c/a.md', 'two', () => false)).toBeUndefined();
    expect(readdirSync(cache.dir).filter((f) => f.includes('partial'))).toEqual([]);
  });
  it('throws where it cannot write, and has no entry', () => {
    const base = join(mkdtempSync(join(tmpdir(), 'entix-cc-')), 'file');
    writeFileSync(base, 'not a folder');
    const cache = compileCache(base, 'v1');
    // The compile plugin catches this: the build goes on, uncached.
    expect(() => cache.put('/c/a.md', 'one', entry('x'))).toThrow();
    expect(cache.get('/c/a.md', 'one', () => true)).toBeUndefined();
  });
});
