import { beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { walk } from '../../src/node/content/scan.ts';
import { buildFixture, makeFixture, projectCopy, ROOT, type BuildResult } from './build-fixture.ts';

// Builds of one content tree sharing fresh caches (compiled MDX and rendered pages): cold, unchanged,
// one page edited, a page of the current docs renamed and one added, then with a changed site option
// and with a changed shared component; and one
// with caches of its own whose MDX the highlight worker compiles (compile-ahead.ts); and one through
// the plain pipeline (no cache, no worker: pipeline/page-pipeline.ts).
const compiled = (r: BuildResult) => /compiled (\d+) MDX files(?: \(\d+ by the second thread\))?(?:, (\d+) more from the cache)?; prerendering/.exec(r.output)?.slice(1).map((n) => Number(n ?? 0));
const prerendered = (r: BuildResult) => /prerendered (\d+)\/\d+ pages(?:, (\d+) from the cache)?/.exec([...r.output.matchAll(/prerendered \d+\/\d+ pages[^(\n]*/g)].at(-1)?.[0] ?? '')?.slice(1).map((n) => Number(n ?? 0));
/** The summary's count of a docs version's pages taken from the cache: [reused, pages]. */
const versionReused = (r: BuildResult, label: string) => new RegExp(`by version: .*\\b${label.replace('.', '\\.')} (\\d+)/(\\d+)`).exec(r.output)?.slice(1).map(Number);
const files = (dir: string) => new Map(walk(dir).map((f) => [relative(dir, f), readFileSync(f, 'utf8')]));
const differing = (a: Map<string, string>, b: Map<string, string>) => [...new Set([...a.keys(), ...b.keys()])].filter((f) => a.get(f) !== b.get(f));

describe('build caches across builds', () => {
  let cold: BuildResult;
  let warm: BuildResult;
  let edited: BuildResult;
  let renamed: BuildResult;
  let cut: ReturnType<typeof spawnSync>;
  let option: BuildResult;
  let component: BuildResult;
  let ahead: BuildResult;
  let plain: BuildResult;
  let coldFiles: Map<string, string>;
  let warmFiles: Map<string, string>;
  beforeAll(() => {
    // An older version, 3.9 (one page per locale), already listed: the cut must go before it.
    const old = (title: string) => `---\ntitle: ${title}\nslug: /\n---\n\nThe 3.9 docs.\n`;
    const dir = makeFixture('compile-cache', { 'versions.json': '["3.9"]\n', 'en/versioned_docs/version-3.9/intro.md': old('Old introduction'), 'zh/versioned_docs/version-3.9/intro.md': old('旧版介绍') });
    // The fixture's docs frozen as version 4.0, as a writer does it: every build below has three versions.
    cut = spawnSync('npm', ['run', '--silent', 'docs:version', '--', '4.0', '--content', dir], { cwd: ROOT, encoding: 'utf8' });
    const env = { ENTIX_MDX_CACHE: mkdtempSync(join(tmpdir(), 'entix-mdx-')) };
    cold = buildFixture(dir, undefined, env);
    coldFiles = files(cold.outDir);
    warm = buildFixture(dir, undefined, env);
    warmFiles = files(warm.outDir);
    ahead = buildFixture(dir, `${dir}-dist-ahead`, { ENTIX_MDX_CACHE: mkdtempSync(join(tmpdir(), 'entix-mdx-')), ENTIX_COMPILE_AHEAD: 'all' });
    plain = buildFixture(dir, `${dir}-dist-plain`, { ...env, ENTIX_PIPELINE: 'plain' });
    appendFileSync(join(dir, 'en/docs/guide/setup.md'), '\nAn edited sentence.\n');
    edited = buildFixture(dir, undefined, env);
    // Only the current docs change: a page renamed (so every current sidebar changes) and a page added (the route table changes).
    const setup = join(dir, 'en/docs/guide/setup.md');
    writeFileSync(setup, readFileSync(setup, 'utf8').replace(/^title: .*$/m, 'title: Setup renamed'));
    writeFileSync(join(dir, 'en/docs/guide/added.md'), '---\ntitle: Added page\ndescription: New in the current docs.\n---\n\nAdded.\n');
    renamed = buildFixture(dir, `${dir}-dist-renamed`, env);
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
    // Markdown twins too: only the pages whose article changed are converted again.
    const [converted, fromCache] = /Markdown twins and llms files: .*?, (\d+) converted, (\d+) from the cache/.exec(edited.output)!.slice(1).map(Number);
    expect(converted).toBe(showing);
    expect(fromCache).toBeGreaterThan(10);
    expect(readFileSync(join(edited.outDir, 'docs/guide/setup.md'), 'utf8')).toContain('An edited sentence.');
  });

  it('freezes the docs as version 4.0 with npm run docs:version: its pages in both locales, with their sidebar and banner', () => {
    expect(cut.status, `${cut.stdout}${cut.stderr}`).toBe(0);
    expect(cut.stdout).toMatch(/docs:version: version 4\.0 cut from the current docs/);
    // Newest first, as Docusaurus writes it; the version menu lists the versions in that order, after the current one.
    expect(JSON.parse(readFileSync(join(ROOT, '.cache/fixtures/compile-cache/versions.json'), 'utf8'))).toEqual(['4.0', '3.9']);
    // The cold build's files (later builds write to the same folder).
    const read = (f: string) => coldFiles.get(f) ?? '';
    const en = read('docs/4.0/guide/setup/index.html');
    const menu = /<ul class="dropdown__menu">(.*?)<\/ul>/s.exec(en)?.[1] ?? '';
    expect([...menu.matchAll(/data-version-link="([^"]+)"/g)].map((m) => m[1])).toEqual(['current', '4.0', '3.9']);
    // A page 3.9 lacks: its menu entry leads to 3.9's docs root.
    expect(menu).toMatch(/data-version-link="3\.9" href="\/docs\/3\.9"/);
    expect(en).toMatch(/<aside class="doc-sidebar">.*<a class="menu__link--active" href="\/docs\/4\.0\/guide\/setup" aria-current="page">Setup<\/a>.*<a href="\/docs\/4\.0\/guide\/tour">Guided tour<\/a>.*<\/aside>/s);
    expect(en).not.toMatch(/<aside class="doc-sidebar">(?:(?!<\/aside>).)*href="\/docs\/guide\//s);
    expect(en).toContain('This is documentation for Entix 4.0, which is no longer actively maintained.');
    expect(en).toMatch(/see the <b><a href="\/docs\/guide\/setup"[^>]*>latest version<\/a><\/b> \(4\.x\)/);
    const zh = read('zh/docs/4.0/guide/tour/index.html');
    expect(zh).toContain('此为 Entix 4.0 版的文档，现已不再积极维护。');
    expect(zh).toMatch(/<aside class="doc-sidebar">.*href="\/zh\/docs\/4\.0\/guide\/setup".*<\/aside>/s);
    const banner = 'class="admonition admonition--warning version-banner"';
    for (const f of ['docs/4.0/index.html', 'zh/docs/4.0/index.html', 'docs/4.0/category/guide/index.html', 'zh/docs/4.0/guide/setup/index.html']) expect(read(f), f).toContain(banner);
    expect(read('docs/guide/setup/index.html')).toContain('<h1>Setup</h1>');
    expect(read('docs/guide/setup/index.html')).not.toContain(banner);
    expect(read('sitemap.xml')).toContain('<loc>https://entix.dev/zh/docs/4.0/guide/tour</loc>');
  });

  it('renders no page of the frozen version again when only the current docs change, and says so', () => {
    const [reused, pages] = versionReused(cold, '4.0')!;
    expect([reused, pages]).toEqual([0, expect.any(Number)]);
    expect(pages).toBeGreaterThan(10);
    for (const r of [warm, edited, renamed]) expect(versionReused(r, '4.0'), r.output).toEqual([pages, pages]);
    const [, oldPages] = versionReused(cold, '3.9')!;
    for (const r of [warm, edited, renamed]) expect(versionReused(r, '3.9'), r.output).toEqual([oldPages, oldPages]);
    // The rename reached every current page's sidebar (both locales), and the version kept its own.
    expect(renamed.status, renamed.output).toBe(0);
    expect(versionReused(renamed, '4.x')![0]).toBe(0);
    expect(readFileSync(join(renamed.outDir, 'zh/docs/guide/tour/index.html'), 'utf8')).toContain('>Setup renamed</a>');
    expect(readFileSync(join(renamed.outDir, 'docs/4.0/guide/tour/index.html'), 'utf8')).toMatch(/<a href="\/docs\/4\.0\/guide\/setup">Setup<\/a>/);
    expect(readFileSync(join(renamed.outDir, 'docs/guide/added/index.html'), 'utf8')).toContain('Added.');
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
