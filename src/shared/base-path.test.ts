import { describe, expect, it } from 'vitest';
import { routerBasename, stripBase, withBase } from './base-path.ts';

describe('base path', () => {
  it('prefixes site paths only', () => {
    expect(withBase('/entix/', '/docs/x#a')).toBe('/entix/docs/x#a');
    expect(withBase('/entix/', '/')).toBe('/entix/');
    expect(withBase('/entix/', 'https://x.dev/a')).toBe('https://x.dev/a');
    expect(withBase('/entix/', '//cdn.x/a')).toBe('//cdn.x/a');
    expect(withBase('/entix/', '#top')).toBe('#top');
    expect(withBase('/', '/docs')).toBe('/docs');
  });
  it('takes the base off, and knows paths outside it', () => {
    expect(stripBase('/entix/', '/entix/zh/docs')).toBe('/zh/docs');
    expect(stripBase('/entix/', '/entix/')).toBe('/');
    expect(stripBase('/entix/', '/entix')).toBe('/');
    expect(stripBase('/entix/', '/entixx/docs')).toBeUndefined();
    expect(stripBase('/entix/', '/docs')).toBeUndefined();
    expect(stripBase('/', '/docs')).toBe('/docs');
  });
  it('gives the router basename', () => {
    expect([routerBasename('/'), routerBasename('/a/b/')]).toEqual(['/', '/a/b']);
  });
});
