import { describe, expect, it } from 'vitest';
import { pageKey, parseRoute, routeKey, routePath, sidebarKey } from './route-id.ts';

const versions = [{ name: 'current', path: '/docs' }, { name: '3.1', path: '/docs/3.1' }];

describe('route identity', () => {
  it('parses locale, version, section and slug from a path, once', () => {
    expect(parseRoute('/docs/api/get', versions)).toEqual({ locale: 'en', version: 'current', section: 'docs', slug: 'api/get' });
    expect(parseRoute('/zh/docs', versions)).toEqual({ locale: 'zh', version: 'current', section: 'docs', slug: '' });
    expect(parseRoute('/zh/docs/3.1/intro/', versions)).toEqual({ locale: 'zh', version: '3.1', section: 'docs', slug: 'intro' });
    expect(parseRoute('/docs/3.10', versions)).toEqual({ locale: 'en', version: 'current', section: 'docs', slug: '3.10' });
    expect(parseRoute('/blog/entix-v4', versions)).toEqual({ locale: 'en', section: 'blog', slug: 'entix-v4' });
    expect(parseRoute('/zh/', versions)).toEqual({ locale: 'zh', section: 'pages', slug: '' });
    expect(parseRoute('/docsx', versions)).toEqual({ locale: 'en', section: 'pages', slug: 'docsx' });
    expect(parseRoute('/blogroll', versions)).toEqual({ locale: 'en', section: 'pages', slug: 'blogroll' });
  });

  it('writes the path back, in any locale', () => {
    for (const p of ['/docs/api/get', '/zh/docs', '/zh/docs/3.1/intro', '/blog', '/zh/blog/tags/x', '/', '/zh/', '/search']) expect(routePath(parseRoute(p, versions), versions)).toBe(p);
    expect(routePath({ ...parseRoute('/docs/3.1/intro', versions), locale: 'zh' }, versions)).toBe('/zh/docs/3.1/intro');
    expect(() => routePath({ locale: 'en', version: '2.0', section: 'docs', slug: '' }, versions)).toThrow(/no docs version "2.0" \(the site config lists current, 3.1\)/);
  });

  it('keys the same page alike in every language, and each sidebar by locale and version', () => {
    expect(pageKey(parseRoute('/zh/docs/a', versions))).toBe(pageKey(parseRoute('/docs/a', versions)));
    expect(pageKey(parseRoute('/docs/3.1/a', versions))).not.toBe(pageKey(parseRoute('/docs/a', versions)));
    expect(sidebarKey('zh', '3.1')).toBe('zh|3.1');
  });

  it('gives every route its own key, the locale included (the client router’s route ids)', () => {
    const paths = ['/docs', '/zh/docs', '/docs/a', '/docs/3.1/a', '/zh/docs/3.1/a', '/blog', '/blog/a', '/a', '/zh/a', '/', '/zh/'];
    const keys = paths.map((p) => routeKey(parseRoute(p, versions)));
    expect(new Set(keys).size).toBe(paths.length);
    expect(routeKey(parseRoute('/zh/docs/3.1/a', versions))).toBe('zh|docs|3.1|a');
  });
});
