import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { unrunChunks, withoutChunks } from './prerender-chunks.ts';
import { pageModuleId } from '../plugin/virtual-modules.ts';

type Spec = { imports?: string[]; dynamicImports?: string[]; facade?: string };
const bundleOf = (specs: Record<string, Spec>) => Object.fromEntries(Object.entries(specs).map(([fileName, s]) => [fileName, {
  type: 'chunk', fileName, code: '', imports: s.imports ?? [], dynamicImports: s.dynamicImports ?? [], facadeModuleId: s.facade ?? null,
}])) as unknown as Rollup.OutputBundle;

// The entry (route table: lazy page chunks; a lazy 404 chunk), the theme, two docs pages of 3.1 and one of 4.x, each with its
// article; 3.1's pages share a chunk; the hand-written search page.
const bundle = bundleOf({
  'entry.js': { imports: ['theme.js'], dynamicImports: ['p-old-a.js', 'p-old-b.js', 'p-new.js', 'p-search.js', 'not-found.js'] },
  'theme.js': {},
  'not-found.js': {},
  'p-old-a.js': { facade: `\0${pageModuleId('/docs/3.1/a')}`, imports: ['old-shared.js', 'theme.js'], dynamicImports: ['c-old-a.js'] },
  'p-old-b.js': { facade: `\0${pageModuleId('/docs/3.1/b')}`, imports: ['old-shared.js'], dynamicImports: ['c-old-b.js'] },
  'p-new.js': { facade: `\0${pageModuleId('/docs/a')}`, dynamicImports: ['c-new.js'] },
  'p-search.js': { facade: '/src/client/pages/search.tsx' },
  'old-shared.js': {}, 'c-old-a.js': {}, 'c-old-b.js': {}, 'c-new.js': {},
});
const pages = ['p-old-a.js', 'p-old-b.js', 'p-new.js', 'p-search.js'];

describe('unrunChunks', () => {
  it('lists the chunks only reused pages import, keeping what a rendered page or the entry runs', () => {
    const old = (r: string) => r.startsWith('/docs/3.1/');
    expect([...unrunChunks(bundle, 'entry.js', pages, old)].sort()).toEqual(['c-old-a.js', 'c-old-b.js', 'old-shared.js', 'p-old-a.js', 'p-old-b.js']);
    // A chunk one rendered page imports stays, though a reused page imports it too.
    expect([...unrunChunks(bundle, 'entry.js', pages, (r) => r === '/docs/3.1/a')].sort()).toEqual(['c-old-a.js', 'p-old-a.js']);
  });

  it('keeps everything when no page is reused, and a hand-written page whatever is reused', () => {
    expect(unrunChunks(bundle, 'entry.js', pages, () => false).size).toBe(0);
    const all = unrunChunks(bundle, 'entry.js', pages, () => true);
    expect(all.has('p-search.js')).toBe(false);
    expect(all.has('theme.js') || all.has('not-found.js')).toBe(false);
  });
});

describe('withoutChunks', () => {
  it('is the bundle itself when nothing is skipped, else a copy without the skipped entries', () => {
    expect(withoutChunks(bundle, new Set())).toBe(bundle);
    expect(Object.keys(withoutChunks(bundle, new Set(['c-new.js'])))).not.toContain('c-new.js');
    expect(Object.keys(bundle)).toContain('c-new.js');
  });
});
