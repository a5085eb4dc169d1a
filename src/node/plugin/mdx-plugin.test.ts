import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { mdxPlugin } from './mdx-plugin.ts';
import { handlerOf } from './hook-filters.ts';
import { createBuildContext } from './build-context.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';

const root = resolve(import.meta.dirname, '../../..');

/** A content folder, a cache folder, and a way to run one "build" of a file through a fresh plugin (as a new process would). */
function setup() {
  const tmp = mkdtempSync(join(tmpdir(), 'mdx-cache-'));
  const content = join(tmp, 'content');
  mkdirSync(content);
  const cacheDir = join(tmp, 'cache');
  const routes = new Map<string, string>([[join(content, 'other.md'), '/docs/other']]);
  const run = async (file: string, text: string, mode = 'production') => {
    const ctx = createBuildContext({ root, contentDir: content, outDir: join(tmp, 'dist'), site: {} as SiteConfig, cacheDir });
    const plugin = mdxPlugin(ctx, {
      isContent: (f) => f.startsWith(content),
      links: { resolveFile: (from, target) => routes.get(resolve(from, '..', target)) },
    });
    (plugin.config as (c: unknown, e: unknown) => void)({}, { command: 'build', mode });
    const out = (await (handlerOf(plugin.transform) as (c: string, id: string) => Promise<{ code: string }>)(text, file)).code;
    return { code: out, cached: ctx.counts.cached === 1, headings: ctx.facts.get(file)?.headings.map((h) => h.text) };
  };
  return { content, routes, run, tmp };
}

const PAGE = '# Title\n\n## Part one\n\nSee [the other page](./other.md#x).\n\n```js\nconst a = 1;\n```\n';

describe('MDX compile cache', () => {
  it('serves an unchanged file from the cache, with the facts the compile recorded', async () => {
    const { content, run } = setup();
    const file = join(content, 'page.md');
    const first = await run(file, PAGE);
    expect(first.cached).toBe(false);
    const second = await run(file, PAGE);
    expect(second.cached).toBe(true);
    expect(second.code).toBe(first.code);
    expect(second.headings).toEqual(['Title', 'Part one']);
    expect(second.code).toContain('/docs/other#x');
  });

  it('compiles again when the text or the mode (a plugin option) changes', async () => {
    const { content, run } = setup();
    const file = join(content, 'page.md');
    await run(file, PAGE);
    expect((await run(file, PAGE.replace('Part one', 'Part two'))).cached).toBe(false);
    expect((await run(file, PAGE.replace('Part one', 'Part two'))).cached).toBe(true);
    const dev = await run(file, PAGE, 'development');
    expect(dev.cached).toBe(false);
    expect(dev.code).toContain('jsxDEV');
  });

  it('compiles again when a linked file moved to another route', async () => {
    const { content, routes, run } = setup();
    const file = join(content, 'page.md');
    await run(file, PAGE);
    expect((await run(file, PAGE)).cached).toBe(true);
    routes.set(join(content, 'other.md'), '/docs/renamed');
    const moved = await run(file, PAGE);
    expect(moved.cached).toBe(false);
    expect(moved.code).toContain('/docs/renamed#x');
  });

  it('does not serve a page whose image is gone: the compile names the missing file', async () => {
    const { content, run } = setup();
    const file = join(content, 'pic.md');
    writeFileSync(join(content, 'd.png'), 'png');
    const text = '# Pic\n\n![diagram](./d.png)\n';
    await run(file, text);
    expect((await run(file, text)).cached).toBe(true);
    rmSync(join(content, 'd.png'));
    await expect(run(file, text)).rejects.toThrow(/image "\.\/d\.png" not found/);
  });
});

describe('MDX plugin errors', () => {
  it('fails at the line and column of a `<!--` that never closes, instead of compiling a page cut short', async () => {
    const { content, run } = setup();
    await expect(run(join(content, 'open.md'), '---\ntitle: T\n---\n# A\n\nText <!-- oops\n\n## B\n')).rejects.toThrow(/open\.md:6:6: this `<!--` opens an HTML comment that is never closed.*close it with `-->`/);
  });
});

describe('MDX compile errors at the file line', () => {
  it('an unclosed <Tabs> gives its line in the standard place and how to fix it', async () => {
    const { content, run } = setup();
    const err = await run(join(content, 'tabs.mdx'), '---\ntitle: T\n---\n\nimport Tabs from "@theme/Tabs";\n\n<Tabs>\n\ntext\n').then(() => undefined, (e: Error) => e);
    expect(err?.message).toMatch(/tabs\.mdx:7:1: MDX error: Expected a closing tag for `<Tabs>`: add `<\/Tabs>`/);
    expect(err?.message).not.toMatch(/\(7:1-7:7\)/);
  });
  it('an import error counts file lines (frontmatter included), with no colour codes', async () => {
    const { content, run } = setup();
    const err = await run(join(content, 'imp.mdx'), '---\ntitle: T\nsidebar_position: 2\n---\n\nimport { X from "./x";\n\n# A\n').then(() => undefined, (e: Error) => e);
    expect(err?.message).toMatch(/imp\.mdx:6:\d+: MDX error: Could not parse import\/exports with acorn: fix this import/);
    expect(err?.message).not.toMatch(/\x1b\[/);
  });
});
