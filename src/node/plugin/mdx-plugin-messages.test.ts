import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { mdxPlugin } from './mdx-plugin.ts';
import { handlerOf } from './hook-filters.ts';
import { createBuildContext } from './build-context.ts';
import site from '../../../content/site.config.ts';
import { formatProblem } from '../content/content-error.ts';
import { unresolvedProblem } from '../content/import-problem.ts';

// The compile-time messages a build fails with (each was one real `vite build` in
// tests/build/build-checks.test.ts), from the plugin's transform: same file:line:col and wording.
const root = resolve(import.meta.dirname, '../../..');
const page = (body: string) => `---\ntitle: Checks\ndescription: A page for build checks.\n---\n\n${body}\n`;

/** The error the MDX plugin's build transform throws for `text` as content/en/docs/bad.md. */
async function compileError(text: string): Promise<string> {
  const content = join(mkdtempSync(join(tmpdir(), 'entix-mdx-checks-')), 'content');
  mkdirSync(join(content, 'en/docs'), { recursive: true });
  const file = join(content, 'en/docs/bad.md');
  writeFileSync(file, text);
  const ctx = createBuildContext({ root, contentDir: content, outDir: join(content, '../dist'), site, cacheDir: join(content, '../cache'), pipeline: 'plain' });
  const plugin = mdxPlugin(ctx, { isContent: (f: string) => f.startsWith(content), links: { resolveFile: () => undefined } });
  (plugin.config as (c: unknown, e: unknown) => void)({}, { command: 'build', mode: 'production' });
  const transform = handlerOf(plugin.transform) as (c: string, id: string) => Promise<unknown>;
  return transform(text, file).then(() => 'no error', (e: Error) => e.message);
}

describe('MDX compile errors a writer gets, at file:line:col', () => {
  it('an unclosed tag', async () => {
    expect(await compileError(page('Fine line.\n\nA <b>tag that never closes.'))).toMatch(/en\/docs\/bad\.md:8:\d+: MDX error: Expected a closing tag for `<b>`/);
  });
  it('a co-located image that is not there', async () => {
    expect(await compileError(page('Fine line.\n\n![x](./missing.png)'))).toMatch(/en\/docs\/bad\.md:8:1: image "\.\/missing\.png" not found: there is no such file next to this page \[image\]$/);
  });
  it('a site-path image that is not in public/', async () => {
    expect(await compileError(page('Fine line.\n\n<img src="/img/nope.png" alt="" />'))).toMatch(/en\/docs\/bad\.md:8:1: image "\/img\/nope\.png" is not in public\/ \(no file public\/img\/nope\.png\) \[image\]$/);
  });
  it('a {name} in text, read as JavaScript', async () => {
    expect(await compileError(page('Fine line.\n\nGET /users/{userId} returns a user.'))).toMatch(/en\/docs\/bad\.md:8:12: MDX error: \{userId\} is read as JavaScript, and "userId" is not defined\. If it is text, write it as inline code/);
  });
  it('a code block language with no grammar', async () => {
    expect(await compileError(page('Fine line.\n\n```cobol\nDISPLAY "HI".\n```'))).toMatch(/en\/docs\/bad\.md:8:1: MDX error: unknown code block language "cobol"; use one of: bash, shell, sh, http, ini, toml, javascript, .*, diff \[mdx-syntax\]$/);
  });
});

describe('imports nothing resolves, at the import', () => {
  const text = (spec: string) => page(`Fine line.\n\nimport Chart from '${spec}';\n\n<Chart />`);
  it('a package that is not installed', () => {
    expect(formatProblem(unresolvedProblem('/site/content/en/docs/bad.md', 'content/en/docs/bad.md', 'chart-widget', text('chart-widget')))).toBe('content/en/docs/bad.md:8:19: imports "chart-widget", which cannot be found: no installed package is named "chart-widget" (add it to package.json, or fix the name) [import]');
  });
  it('a file that is not next to the page', () => {
    expect(formatProblem(unresolvedProblem('/site/content/en/docs/bad.md', 'content/en/docs/bad.md', './chart.jsx', text('./chart.jsx')))).toBe('content/en/docs/bad.md:8:19: imports "./chart.jsx", which cannot be found: there is no such file next to bad.md [import]');
  });
});
