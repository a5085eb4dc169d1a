import { beforeAll, describe, expect, it } from 'vitest';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { walk } from '../../src/node/content/scan.ts';
import { buildFixture, makeFixture, projectCopy, type BuildResult } from './build-fixture.ts';

// Builds of one content tree sharing fresh caches (compiled MDX and rendered pages): cold, unchanged,
// one page edited, then with a changed site option and with a changed shared component; and one
// with caches of its own whose MDX the highlight worker compiles (compile-ahead.ts); and one through
// the plain pipeline (no cache, no worker: pipeline/page-pipeline.ts).
const compiled = (r: BuildResult) => /compiled (\d+) MDX files(?: \(\d+ by the second thread\))?(?:, (\d+) more from the cache)?; prerendering/.exec(r.output)?.slice(1).map((n) => Number(n ?? 0));
const prerendered = (r: BuildResult) => /prerendered (\d+)\/\d+ pages(?:, (\d+) from the cache)?/.exec([...r.output.matchAll(/prerendered \d+\/\d+ pages[^(\n]*/g)].at(-1)?.[0] ?? '')?.slice(1).map((n) => Number(n ?? 0));
const files = (dir: string) => new Map(walk(dir).map((f) => [relative(dir, f), readFileSync(f, 'utf8')]));
const differing = (a: Map<string, string>, b: Map<string, string>) => [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f));

describe('build caches across builds', () => {
  let cold: BuildResult;
  let warm: BuildResult;
  let edited: BuildResult;
  let option: BuildResult;
  let component: BuildResult;
  let ahead: BuildResult;
  let plain: BuildResult;
  let coldFiles: Map<string, string>;
  let warmFiles: Map<string, string>;
  beforeAll(() => {
    const dir = makeFixture('compile-cache');
    const env = { ENTIX_MDX_CACHE: mkdtempSync(join(tmpdir(), 'entix-mdx-')) };
    cold = buildFixture(dir, undefined, env);
    coldFiles = files(cold.outDir);
    warm = buildFixture(dir, undefined, env);
    warmFiles = files(warm.outDir);
    ahead = buildFixture(dir, `${dir}-dist-ahead`, { ENTIX_MDX_CACHE: mkdtempSync(join(tmpdir(), 'entix-mdx-')), ENTIX_COMPILE_AHEAD: 'all' });
    plain = buildFixture(dir, `${dir}-dist-plain`, { ...env, ENTIX_PIPELINE: 'plain' });
    appendFileSync(join(dir, 'en/docs/guide/setup.md'), '\nAn edited sentence.\n');
    edited = buildFixture(dir, undefined, env);
    option = buildFixture(dir, `${dir}-dist-option`, { ...env, ENTIX_SITE_OVERRIDES: JSON.stringify({ footer: { copyright: 'Copyright option-changed' } }) });
    const project = projectCopy('cache-component', { 'src/shared/i18n/en.ts': (t) => t.replace("'Skip to main content'", "'Skip to the changed content'") });
    component = buildFixture(dir, `${dir}-dist-component`, env, project);
  }, 600_000);

  it('compiles and renders every page once, then serves unchanged ones from the caches into the same output', () => {
    for (const r of [cold, warm, edited, option, component]) expect(r.status, r.output).toBe(0);
    const [n] = compiled(cold)!;
    expect(n).toBeGreaterThan(3);
    expect(compiled(warm)).toEqual([0, n]);
    const [pages, reusedCold] = prerendered(cold)!;
    expect(reusedCold).toBe(0);
    // Every page with a chunk of its own is reused; the 404 pages (the catch-all route) render every time.
    expect(prerendered(warm)![1]).toBeGreaterThan(pages! - 4);
    // A build from the caches writes exactly what the compiling build wrote.
    expect(warmFiles.size).toBeGreaterThan(20);
    expect(differing(warmFiles, coldFiles)).toEqual([]);
  });

  it('builds the same site when the highlight worker compiles the MDX (as it does for a large site)', () => {
    expect(ahead.status, ahead.output).toBe(0);
    const [n] = compiled(cold)!;
    expect(ahead.output).toContain(`compiled ${n} MDX files (${n} by the second thread)`);
    expect(differing(files(ahead.outDir), coldFiles)).toEqual([]);
  });

  it('builds the same site through the plain pipeline, every file compiled and page rendered on this thread', () => {
    expect(plain.status, plain.output).toBe(0);
    const [n] = compiled(cold)!;
    // The caches the other builds filled are not read: everything compiled and rendered again.
    expect(compiled(plain)).toEqual([n, 0]);
    expect(prerendered(plain)![1]).toBe(0);
    expect(plain.output).not.toMatch(/by the second thread|render-ahead/);
    expect(differing(files(plain.outDir), coldFiles)).toEqual([]);
  });

  it('compiles and renders only the edited page, and the page shows the edit', () => {
    const [n] = compiled(cold)!;
    expect(compiled(edited)).toEqual([1, n! - 1]);
    expect(readFileSync(join(edited.outDir, 'docs/guide/setup/index.html'), 'utf8')).toContain('An edited sentence.');
    // Rendered again: what the warm build rendered too, and the pages showing the edit (its untranslated zh copy as well).
    const showing = [...files(edited.outDir)].filter(([f, html]) => f.endsWith('.html') && html.includes('An edited sentence.')).length;
    expect(showing).toBeGreaterThanOrEqual(1);
    const [pages, reused] = prerendered(edited)!;
    expect(pages! - reused!).toBe(pages! - prerendered(warm)![1]! + showing);
  });

  it('renders every page again when a site option or a shared component changes', () => {
    expect(prerendered(option)![1]).toBe(0);
    expect(prerendered(component)![1]).toBe(0);
    const html = (r: BuildResult) => readFileSync(join(r.outDir, 'docs/guide/setup/index.html'), 'utf8');
    expect(html(option)).toContain('Copyright option-changed');
    expect(html(component)).toContain('Skip to the changed content');
    expect(html(component)).not.toContain('option-changed');
  });
});
