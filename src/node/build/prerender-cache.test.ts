import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Rollup } from 'vite';
import { prerenderCache, renderKeys, withStableNames } from './prerender-cache.ts';

type Spec = { code: string; imports?: string[]; dynamicImports?: string[]; modules?: string[] };
const bundleOf = (specs: Record<string, Spec>) =>
  Object.fromEntries(Object.entries(specs).map(([fileName, s]) => [fileName, {
    type: 'chunk', fileName, name: fileName.replace(/-\w+\.js$/, ''), code: s.code, imports: s.imports ?? [], dynamicImports: s.dynamicImports ?? [], moduleIds: s.modules ?? [fileName.replace(/-\w+\.js$/, '')],
  }])) as unknown as Rollup.OutputBundle;

// A prerender entry with the route table (lazy imports of every page chunk), two pages, each with its article chunk.
const site = (over: { a?: string; b?: string; theme?: string; hashA?: string } = {}) => {
  const pa = `assets/p-${over.hashA ?? 'AAAA1111'}.js`;
  return bundleOf({
    'prerender-EEEE0000.js': { code: `import "./theme-TTTT0000.js"; const r = [() => import("./${pa.slice(7)}"), () => import("./p-BBBB1111.js")];`, imports: ['assets/theme-TTTT0000.js'], dynamicImports: [pa, 'assets/p-BBBB1111.js'] },
    'assets/theme-TTTT0000.js': { code: over.theme ?? 'export const Theme = 1;' },
    [pa]: { code: `export const data = {title:"A"}; export const load = () => import("./c-CA000000.js");`, dynamicImports: ['assets/c-CA000000.js'], modules: ['page:/a'] },
    'assets/p-BBBB1111.js': { code: `export const data = {title:"B"}; export const load = () => import("./c-CB000000.js");`, dynamicImports: ['assets/c-CB000000.js'], modules: ['page:/b'] },
    'assets/c-CA000000.js': { code: over.a ?? 'export default "body A";', modules: ['a.md'] },
    'assets/c-CB000000.js': { code: over.b ?? 'export default "body B";', modules: ['b.md'] },
  });
};
const keysOf = (bundle: Rollup.OutputBundle) => {
  const pageOf = (route: string) => Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds[0] === `page:${route}`)?.fileName;
  const keys = renderKeys(bundle, { entry: 'prerender-EEEE0000.js', pageChunk: pageOf, pageChunks: ['/a', '/b'].map((r) => pageOf(r)!) });
  return { a: keys('/a'), b: keys('/b') };
};

describe('render keys', () => {
  it('are stable for the same bundle and differ by route', () => {
    const k = keysOf(site());
    expect(k).toEqual(keysOf(site()));
    expect(k.a).not.toBe(k.b);
    expect(keysOf(site()).a).toMatch(/^[0-9a-f]{24}$/);
  });
  it('change for the edited page only, though its chunk name (and the route table naming it) changed', () => {
    const before = keysOf(site());
    const after = keysOf(site({ a: 'export default "body A, edited";', hashA: 'ZZZZ9999' }));
    expect(after.a).not.toBe(before.a);
    expect(after.b).toBe(before.b);
  });
  it('stay when renamed chunks change the order their file names sort in', () => {
    // /search's page chunk and the shared search-host chunk: `search-W…` sorts before `search-host-…`, `search-x…` after.
    const keyWith = (pageHash: string, hostHash: string) => {
      const page = `assets/search-${pageHash}.js`;
      const host = `assets/search-host-${hostHash}.js`;
      const bundle = bundleOf({
        'prerender-EEEE0000.js': { code: `import "./search-host-${hostHash}.js"; const r = [() => import("./search-${pageHash}.js")];`, imports: [host], dynamicImports: [page] },
        [host]: { code: 'export const host = 1;' },
        [page]: { code: `import "./search-host-${hostHash}.js"; export default "search";`, imports: [host], modules: ['page:/search'] },
      });
      return renderKeys(bundle, { entry: 'prerender-EEEE0000.js', pageChunk: () => page, pageChunks: [page] })('/search');
    };
    expect(keyWith('Wws54IDq', 'CptndM7w')).toBe(keyWith('x1b2c3d4', 'CptndM7w'));
  });
  it('change for every page when shared code changes', () => {
    const before = keysOf(site());
    const after = keysOf(site({ theme: 'export const Theme = 2;' }));
    expect(after.a).not.toBe(before.a);
    expect(after.b).not.toBe(before.b);
  });
  it('stay for other pages when a row the route table marks as its own route\'s only is added', () => {
    // The route table as the minifier prints virtual-modules.ts' rows, in the entry chunk.
    const withTable = (paths: string[]) => {
      const b = site();
      const entry = b['prerender-EEEE0000.js'] as Rollup.OutputChunk;
      entry.code += `var R=[${paths.map((p) => `{path:\`${p}\`,load:()=>import(\`./p-${p.length}.js\`)}`).join(',')}];`;
      return b;
    };
    const keys = (paths: string[], ownRowOnly?: (p: string) => boolean) => {
      const bundle = withTable(paths);
      const pageOf = (route: string) => Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds[0] === `page:${route}`)?.fileName;
      return renderKeys(bundle, { entry: 'prerender-EEEE0000.js', pageChunk: pageOf, pageChunks: ['/a', '/b'].map((r) => pageOf(r)!), ownRowOnly })('/a');
    };
    const docs = (p: string) => p.startsWith('/docs/');
    expect(keys(['/a', '/docs/x'], docs)).toBe(keys(['/a'], docs));
    expect(keys(['/a', '/blog/x'], docs)).not.toBe(keys(['/a'], docs));
    expect(keys(['/a', '/docs/x'])).not.toBe(keys(['/a']));
  });
  it('are missing for a route without a page chunk', () => {
    const bundle = site();
    expect(renderKeys(bundle, { entry: 'prerender-EEEE0000.js', pageChunk: () => undefined, pageChunks: [] })('/404')).toBeUndefined();
  });
});

describe('prerender cache', () => {
  const page = (html: string) => ({ html, head: { lang: 'en', title: 'T', elements: new Set([{ type: 'meta', props: { name: 'description', content: 'd' } }]) } });
  it('gives back a page (its head elements a Set again, its body in a file) under its route and key, and keeps one entry per route', () => {
    const dir = mkdtempSync(join(tmpdir(), 'entix-prerender-'));
    const cache = prerenderCache(dir, '/content');
    expect(cache.get('/a', 'k1')).toBeUndefined();
    const kept = cache.put('/a', 'k1', page('<p>one</p>'));
    expect(readFileSync(kept!, 'utf8')).toBe('<p>one</p>');
    cache.put('/b', 'k1', page('<p>b</p>'));
    expect(cache.get('/a', 'k1')?.head).toEqual(page('').head);
    cache.put('/a', 'k2', page('<p>two</p>'));
    const again = prerenderCache(dir, '/content');
    expect(again.has('/a', 'k1')).toBe(false);
    const hit = again.get('/a', 'k2')!;
    expect(readFileSync(hit.bodyFile, 'utf8')).toBe('<p>two</p>');
    expect(hit.head.elements).toBeInstanceOf(Set);
    // A head and a body file per route.
    expect(readdirSync(dir)).toHaveLength(4);
    // Another content folder's page on the same route is another entry.
    expect(prerenderCache(dir, '/other').has('/a', 'k2')).toBe(false);
  });

  it('moves a body already in a file into the entry, and replaces a route\'s entry made by an earlier build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'entix-prerender-'));
    prerenderCache(dir, '/content').put('/a', 'k1', page('<p>old</p>'));
    prerenderCache(dir, '/other').put('/a', 'k1', page('<p>theirs</p>'));
    const parked = join(mkdtempSync(join(tmpdir(), 'entix-park-')), '0.html');
    writeFileSync(parked, '<p>new</p>');
    const cache = prerenderCache(dir, '/content');
    const kept = cache.put('/a', 'k2', page(''), parked);
    expect(existsSync(parked)).toBe(false);
    expect(readFileSync(kept!, 'utf8')).toBe('<p>new</p>');
    expect(readFileSync(prerenderCache(dir, '/content').get('/a', 'k2')!.bodyFile, 'utf8')).toBe('<p>new</p>');
    expect(prerenderCache(dir, '/content').has('/a', 'k1')).toBe(false);
    // The other content folder's entry for the same route stays.
    expect(prerenderCache(dir, '/other').has('/a', 'k1')).toBe(true);
    expect(readdirSync(dir)).toHaveLength(4);
  });
});

describe('withStableNames', () => {
  // What it replaced: a regex over the whole code, the same names found.
  const byRegex = (code: string, stable: Map<string, string>) => code.replace(/[\w$.-]+\.js\b/g, (name) => stable.get(name) ?? name);
  const stable = new Map([['p-AbC12_x.js', 'page~1'], ['c-Zz9-Q.js', 'mdx~2'], ['routes-Q$1.js', 'routes~3']]);

  it('replaces each chunk name the code mentions, and nothing else, as the regex did', () => {
    const samples = [
      'import{a as b}from"./routes-Q$1.js";const l=()=>import("./p-AbC12_x.js"),m=()=>import("./c-Zz9-Q.js");',
      'p-AbC12_x.js', 'x p-AbC12_x.jsx p-AbC12_x.js.map p-AbC12_x.js-y assets/c-Zz9-Q.js"', '.js .js.js a.js.js "./unknown-1.js" c-Zz9-Q.js',
      'no names here', '',
    ];
    for (const code of samples) expect(withStableNames(code, stable)).toBe(byRegex(code, stable));
    expect(withStableNames('import("./p-AbC12_x.js")', stable)).toBe('import("./page~1")');
  });
});
