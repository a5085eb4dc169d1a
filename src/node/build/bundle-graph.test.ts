import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { htmlFileToRoute, preloadTag, reachableChunks } from './bundle-graph.ts';

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
  it('maps HTML files to routes', () => {
    expect(htmlFileToRoute('index.html')).toBe('/');
    expect(htmlFileToRoute('zh/docs/a/index.html')).toBe('/zh/docs/a');
    expect(htmlFileToRoute('404.html')).toBe('/404');
  });
});
