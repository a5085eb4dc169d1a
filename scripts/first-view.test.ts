import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { firstView } from './first-view.ts';

describe('firstView', () => {
  it('follows scripts, preloads and static imports but not dynamic imports', () => {
    const dist = mkdtempSync(join(tmpdir(), 'fv-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/main.js'), 'import{a}from"./shared.js";import("./lazy.js");');
    writeFileSync(join(dist, 'assets/shared.js'), 'export const a=1;');
    writeFileSync(join(dist, 'assets/lazy.js'), 'export const big="x".repeat(9);');
    writeFileSync(join(dist, 'assets/page.js'), 'import"./shared.js";');
    writeFileSync(join(dist, 'assets/s.css'), 'a{color:red}');
    writeFileSync(join(dist, 'index.html'), '<script type="module" crossorigin src="/assets/main.js"></script><link rel="modulepreload" href="/assets/page.js"><link rel="stylesheet" href="/assets/s.css">');
    const r = firstView(dist, 'index.html');
    expect(r.js.files).toEqual(['assets/main.js', 'assets/page.js', 'assets/shared.js']);
    expect(r.css.files).toEqual(['assets/s.css']);
    expect(r.js.raw).toBeGreaterThan(0);
    expect(r.js.gzip).toBeGreaterThan(0);
  });
});
