import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { kb, measure } from './first-view.ts';

describe('measure', () => {
  it('adds raw and gzip sizes of each file once', () => {
    const dist = mkdtempSync(join(tmpdir(), 'fv-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/a.js'), 'export const a=1;');
    writeFileSync(join(dist, 'assets/b.js'), 'x'.repeat(1000));
    const r = measure(dist, ['assets/b.js', 'assets/a.js', 'assets/b.js']);
    expect(r.files).toEqual(['assets/a.js', 'assets/b.js']);
    expect(r.raw).toBe(17 + 1000);
    expect(r.gzip).toBe(gzipSync('export const a=1;', { level: 9 }).length + gzipSync('x'.repeat(1000), { level: 9 }).length);
    expect(kb(2048)).toBe('2.0 KB');
  });
});
