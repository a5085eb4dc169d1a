import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { resolve } from 'node:path';
import pages from 'vite-plugin-pages';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { filterPagesPlugin, filterPrerenderPlugins, handlerOf, MARKDOWN_ID, withIdFilters } from './hook-filters.ts';
import { entixPagesResolver } from './pages-resolver.ts';
import { RESOLVED_VIRTUAL_ID, VIRTUAL, VIRTUAL_ID, pageModuleId } from './virtual-modules.ts';

type Filtered = { filter: { id: RegExp }; handler: (...args: unknown[]) => unknown; order?: string };
const hook = (p: Plugin, name: 'resolveId' | 'load' | 'transform') => p[name] as unknown as Filtered;

describe('withIdFilters', () => {
  it('gives a bare hook a filter, and an object hook keeps its order', () => {
    const bare = () => null;
    const p = withIdFilters({ name: 'x', resolveId: bare, transform: { order: 'pre', handler: bare } } as Plugin, { resolveId: /^a$/, transform: /\.b$/ });
    expect(hook(p, 'resolveId')).toEqual({ filter: { id: /^a$/ }, handler: bare });
    expect(hook(p, 'transform')).toEqual({ order: 'pre', filter: { id: /\.b$/ }, handler: bare });
    expect(handlerOf(p.resolveId)).toBe(bare);
  });

  it('says so when the hook is missing or filters itself already (a package update)', () => {
    expect(() => withIdFilters({ name: 'x' } as Plugin, { load: /a/ })).toThrow('x has no load hook to filter');
    expect(() => withIdFilters({ name: 'x', load: { filter: { id: /a/ }, handler: () => null } } as Plugin, { load: /b/ })).toThrow('x already filters its load hook');
  });
});

describe('filters of the site plugins', () => {
  it('Markdown ids, with or without a query', () => {
    for (const id of ['/c/en/docs/a.md', '/c/en/docs/a.mdx', '/c/a.md?import']) expect(id).toMatch(MARKDOWN_ID);
    for (const id of ['/c/a.mdx.ts', '/src/a.tsx', '/c/a.md.bak']) expect(id).not.toMatch(MARKDOWN_ID);
  });

  it('every virtual module, imported and resolved', () => {
    for (const id of [VIRTUAL.routes, VIRTUAL.site, `${VIRTUAL.sidebar}en`, pageModuleId('/docs/a')]) {
      expect(id).toMatch(VIRTUAL_ID);
      expect(`\0${id}`).toMatch(RESOLVED_VIRTUAL_ID);
      expect(id).not.toMatch(RESOLVED_VIRTUAL_ID);
    }
  });
});

describe('filters of vite-plugin-pages and vite-prerender-plugin', () => {
  it("vite-plugin-pages: its resolver's ids reach resolveId, and the id it resolves them to reaches load", async () => {
    const resolver = entixPagesResolver();
    const ids = resolver.resolveModuleIds!();
    const p = filterPagesPlugin(pages({ dirs: 'src/client/pages', resolver }) as Plugin, ids);
    await (p.configResolved as (c: unknown) => Promise<void>)({ plugins: [], root: resolve(import.meta.dirname, '../../..'), logger: { info() {}, warn() {}, error() {} } });
    const resolveId = hook(p, 'resolveId');
    for (const id of ids) {
      expect(id).toMatch(resolveId.filter.id);
      const resolved = await (resolveId.handler as (id: string) => Promise<string | null>)(id);
      expect(resolved).toMatch(hook(p, 'load').filter.id);
    }
    for (const id of ['react', '/src/client/main.tsx', `x${ids[0]}`, `${ids[0]}x`]) expect(id).not.toMatch(resolveId.filter.id);
  });

  it('vite-prerender-plugin: only the preload helper and the polyfill reach transform, which does change them', () => {
    const [p] = filterPrerenderPlugins(vitePrerenderPlugin({ renderTarget: '#root' }), {});
    const transform = hook(p!, 'transform');
    const helper = '\0vite/preload-helper.js';
    expect(helper).toMatch(transform.filter.id);
    expect('\0vite/modulepreload-polyfill.js').toMatch(transform.filter.id);
    expect('/src/client/main.tsx').not.toMatch(transform.filter.id);
    // Its own test of the id: the code it gets is rewritten.
    const out = (transform.handler as (code: string, id: string) => { code: string } | undefined)('const scriptRel = "modulepreload";export const __vitePreload = function preload(baseModule, deps) { return baseModule(); };', helper);
    expect(out?.code).toBeDefined();
  });
});
