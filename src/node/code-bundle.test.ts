import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { codeBundle } from './code-bundle.ts';
import { REPLACED } from './replaced-packages.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DIR = '.cache/code-bundle-test';

function write(rel: string, text: string): void {
  mkdirSync(dirname(join(ROOT, rel)), { recursive: true });
  writeFileSync(join(ROOT, rel), text);
}

describe('codeBundle', () => {
  it('bundles our modules and plain packages into one file that runs, keeps Vite an import, and makes a new one when a source changes', async () => {
    rmSync(join(ROOT, DIR), { recursive: true, force: true });
    write(`${DIR}/probe.ts`, "import GithubSlugger from 'github-slugger';\nimport { version } from 'vite';\nimport { suffix } from './part.ts';\nexport const slug = (s: string): string => new GithubSlugger().slug(s) + suffix;\nexport const viteVersion = version;\n");
    write(`${DIR}/part.ts`, "export const suffix = '-one';\n");
    const first = await codeBundle(ROOT, `${DIR}/probe.ts`);
    const text = readFileSync(first, 'utf8');
    expect(text).not.toMatch(/from ["']github-slugger["']/);
    expect(text).toMatch(/from ["']vite["']/);
    const m = (await import(pathToFileURL(first).href)) as { slug(s: string): string; viteVersion: string };
    expect(m.slug('Hello World')).toBe('hello-world-one');
    expect(m.viteVersion).toMatch(/^\d+\./);
    // Unchanged sources: the same file, not bundled again.
    expect(await codeBundle(ROOT, `${DIR}/probe.ts`)).toBe(first);
    write(`${DIR}/part.ts`, "export const suffix = '-two';\n");
    const second = await codeBundle(ROOT, `${DIR}/probe.ts`);
    expect(second).not.toBe(first);
    expect(((await import(pathToFileURL(second).href)) as { slug(s: string): string }).slug('Hello World')).toBe('hello-world-two');
    // The earlier version is removed, not left to pile up.
    expect(existsSync(dirname(first))).toBe(false);
    rmSync(dirname(second), { recursive: true, force: true });
    rmSync(join(ROOT, DIR), { recursive: true, force: true });
  });

  it('puts our drop-in module in the place of a package it replaces (REPLACED), for every package that imports it', async () => {
    rmSync(join(ROOT, DIR), { recursive: true, force: true });
    // unist-util-visit imports unist-util-visit-parents itself.
    write(`${DIR}/walk.ts`, "export { visit } from 'unist-util-visit';\nexport { visitParents } from 'unist-util-visit-parents';\nexport { createHighlighter } from 'shiki';\n");
    const out = await codeBundle(ROOT, `${DIR}/walk.ts`);
    const text = readFileSync(out, 'utf8');
    expect(REPLACED['unist-util-visit-parents']).toBe('src/node/mdx/visit-parents.ts');
    expect(text).toContain('// src/node/mdx/visit-parents.ts');
    expect(text).not.toContain('node_modules/unist-util-visit-parents/lib/index.js');
    // shiki is an external package, yet replaced: no static import of it is left, only the lazy one.
    expect(text).toContain('// src/node/mdx/lazy-shiki.ts');
    expect(text).not.toMatch(/from ["']shiki["']/);
    const m = (await import(pathToFileURL(out).href)) as { visit: (t: unknown, test: string, v: (n: { value: string }) => void) => void };
    const seen: string[] = [];
    m.visit({ type: 'root', children: [{ type: 'text', value: 'a' }, { type: 'text', value: 'b' }] }, 'text', (n) => void seen.push(n.value));
    expect(seen).toEqual(['a', 'b']);
    rmSync(dirname(out), { recursive: true, force: true });
    rmSync(join(ROOT, DIR), { recursive: true, force: true });
  });
});
