import { beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { walk } from '../../src/node/content/scan.ts';
import { buildFixture, makeFixture, type BuildResult } from './build-fixture.ts';

// Three builds of one content tree sharing a fresh compile cache: cold, unchanged, one page edited.
const compiled = (r: BuildResult) => /compiled (\d+) MDX files(?:, (\d+) more from the cache)?; prerendering/.exec(r.output)?.slice(1).map((n) => Number(n ?? 0));
const files = (dir: string) => new Map(walk(dir).map((f) => [relative(dir, f), readFileSync(f, 'utf8')]));

describe('compiled-MDX cache across builds', () => {
  let cold: BuildResult;
  let warm: BuildResult;
  let edited: BuildResult;
  let coldFiles: Map<string, string>;
  let warmFiles: Map<string, string>;
  beforeAll(() => {
    const dir = makeFixture('compile-cache');
    const env = { ENTIX_MDX_CACHE: mkdtempSync(join(tmpdir(), 'entix-mdx-')) };
    cold = buildFixture(dir, undefined, env);
    coldFiles = files(cold.outDir);
    warm = buildFixture(dir, undefined, env);
    warmFiles = files(warm.outDir);
    appendFileSync(join(dir, 'en/docs/guide/setup.md'), '\nAn edited sentence.\n');
    edited = buildFixture(dir, undefined, env);
  }, 240_000);

  it('compiles every file once, then serves unchanged ones from the cache into the same output', () => {
    for (const r of [cold, warm, edited]) expect(r.status, r.output).toBe(0);
    const [n] = compiled(cold)!;
    expect(n).toBeGreaterThan(3);
    expect(compiled(warm)).toEqual([0, n]);
    // A build from the cache writes exactly what the compiling build wrote.
    expect(warmFiles.size).toBeGreaterThan(20);
    expect([...warmFiles.keys()].filter((f) => warmFiles.get(f) !== coldFiles.get(f))).toEqual([]);
  });

  it('compiles only the edited file, and the page shows the edit', () => {
    const [n] = compiled(cold)!;
    expect(compiled(edited)).toEqual([1, n! - 1]);
    expect(readFileSync(join(edited.outDir, 'docs/guide/setup/index.html'), 'utf8')).toContain('An edited sentence.');
  });
});
