import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { appChunks, appMetaTag, htmlFileToRoute, pageImports, preloadTag, reachableChunks, searchChunks, searchMetaTag } from './bundle-graph.ts';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) =>
  ({ type: 'chunk', fileName, imports, dynamicImports }) as unknown as Rollup.OutputChunk;

describe('bundle graph', () => {
  const bundle = {
    'main.js': chunk('main.js', ['react.js'], ['p-a.js']),
    'react.js': chunk('react.js'),
    'p-a.js': chunk('p-a.js', ['sidebar.js', 'react.js'], ['c-a.js']),
    'sidebar.js': chunk('sidebar.js'),
    'c-a.js': chunk('c-a.js'),
    'prerender.js': chunk('prerender.js', ['react.js']),
  } as unknown as Rollup.OutputBundle;

  it('finds what the browser can reach, leaving prerender-only chunks out', () => {
    expect([...reachableChunks(bundle, 'main.js')].sort()).toEqual(['c-a.js', 'main.js', 'p-a.js', 'react.js', 'sidebar.js']);
  });
  it('preloads a page chunk alone, once', () => {
    expect(preloadTag('p-a.js', '<script src="/entry.js">')).toBe('<link rel="modulepreload" crossorigin href="/p-a.js">');
    expect(preloadTag('p-a.js', '<link rel="modulepreload" href="/p-a.js">')).toBe('');
  });
  it('names the app chunks the first use runs, without what the entry loaded already', () => {
    const withApp = {
      'entry.js': chunk('entry.js', ['helper.js'], ['app.js']),
      'helper.js': chunk('helper.js'),
      'app.js': { ...chunk('app.js', ['react.js', 'helper.js']), facadeModuleId: '/src/client/main.tsx' },
      'react.js': chunk('react.js'),
    } as unknown as Rollup.OutputBundle;
    expect(appChunks(withApp, 'entry.js', '/src/client/main.tsx').sort()).toEqual(['app.js', 'react.js']);
    expect(appChunks(withApp, 'entry.js', '/src/client/other.tsx')).toEqual([]);
    expect(appMetaTag(['app.js', 'react.js'])).toBe('<meta name="entix:app" content="/app.js /react.js">');
    expect(appMetaTag([])).toBe('');
  });
  it('names what hydration and a first search need beyond the app: the page chunk\'s imports, the search chunks and worker', () => {
    expect(pageImports(bundle, 'main.js', 'p-a.js', [])).toEqual(['sidebar.js']);
    expect(pageImports(bundle, 'main.js', 'p-a.js', ['sidebar.js'])).toEqual([]);
    const withSearch = {
      'entry.js': chunk('entry.js', ['helper.js'], ['app.js']),
      'helper.js': chunk('helper.js'),
      'app.js': chunk('app.js', ['helper.js'], ['assets/client.js', 'assets/SearchPanel.js']),
      'assets/client.js': { ...chunk('assets/client.js', ['helper.js']), facadeModuleId: '/s/client.ts' },
      'assets/SearchPanel.js': { ...chunk('assets/SearchPanel.js', ['assets/HitText.js', 'app.js']), facadeModuleId: '/s/SearchPanel.tsx' },
      'assets/HitText.js': chunk('assets/HitText.js'),
      'assets/search.worker-abc.js': { type: 'asset', fileName: 'assets/search.worker-abc.js' },
    } as unknown as Rollup.OutputBundle;
    const files = searchChunks(withSearch, 'entry.js', ['/s/client.ts', '/s/SearchPanel.tsx'], ['app.js']);
    expect(files.sort()).toEqual(['assets/HitText.js', 'assets/SearchPanel.js', 'assets/client.js', 'assets/search.worker-abc.js']);
    expect(searchMetaTag(['assets/client.js', 'assets/search.worker-abc.js'], '/entix/')).toBe('<meta name="entix:search-app" content="/entix/assets/client.js /entix/assets/search.worker-abc.js">');
    expect(searchMetaTag([])).toBe('');
  });
  it('maps HTML files to routes', () => {
    expect(htmlFileToRoute('index.html')).toBe('/');
    expect(htmlFileToRoute('zh/docs/a/index.html')).toBe('/zh/docs/a');
    expect(htmlFileToRoute('404.html')).toBe('/404');
  });
});
