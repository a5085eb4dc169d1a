import { describe, expect, it } from 'vitest';
import { cacheLine } from './cache-summary.ts';

const versions = [{ name: 'current', label: '4.x' }, { name: '3.1', label: '3.1' }];
const pages = [
  { path: '/docs/a', version: 'current' },
  { path: '/zh/docs/a', version: 'current' },
  { path: '/docs/3.1/a', version: '3.1' },
  { path: '/zh/docs/3.1/a', version: '3.1' },
  { path: '/blog' },
];

describe('cacheLine', () => {
  it('counts rendered and reused pages, and each docs version’s reused pages', () => {
    expect(cacheLine(7, ['/docs/3.1/a/', '/zh/docs/3.1/a', '/blog', '/docs/a'], pages, versions)).toBe('entix: prerendered 7 pages: 3 rendered, 4 from the cache (docs pages from the cache, by version: 4.x 1/2, 3.1 2/2)');
  });

  it('leaves the versions out of a site with one', () => {
    expect(cacheLine(3, [], pages.slice(0, 2), versions.slice(0, 1))).toBe('entix: prerendered 3 pages: 3 rendered, 0 from the cache');
  });
});
