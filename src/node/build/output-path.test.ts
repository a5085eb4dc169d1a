import { describe, expect, it } from 'vitest';
import { diskPath, encodeRoutePath } from './output-path.ts';
import { sitemapXml } from './sitemap.ts';

describe('output paths', () => {
  it('writes a page under its decoded folder name, as Docusaurus and static servers expect', () => {
    expect(diskPath('docs/%E4%B8%AD%E6%96%87/index.html')).toBe('docs/中文/index.html');
    expect(diskPath('docs/my%20page/index.html')).toBe('docs/my page/index.html');
    expect(diskPath('zh/docs/a/index.html')).toBe('zh/docs/a/index.html');
  });
  it('never decodes into another folder, and keeps what does not decode', () => {
    expect(diskPath('docs/a%2Fb/index.html')).toBe('docs/a%2Fb/index.html');
    expect(diskPath('docs/%2E%2E/index.html')).toBe('docs/%2E%2E/index.html');
    expect(diskPath('docs/100%/index.html')).toBe('docs/100%/index.html');
  });
  it('encodes a route once, whether given decoded or encoded', () => {
    expect(encodeRoutePath('/docs/中文')).toBe('/docs/%E4%B8%AD%E6%96%87');
    expect(encodeRoutePath('/docs/%E4%B8%AD%E6%96%87')).toBe('/docs/%E4%B8%AD%E6%96%87');
    expect(encodeRoutePath('/docs/my page')).toBe('/docs/my%20page');
    expect(encodeRoutePath('/docs/api/magic-api/get$By$')).toBe('/docs/api/magic-api/get$By$');
    expect(encodeRoutePath('/docs/what?#x')).toBe('/docs/what%3F%23x');
    expect(encodeRoutePath('/docs/100%')).toBe('/docs/100%25');
    expect(encodeRoutePath('/')).toBe('/');
  });
  it('the sitemap lists such pages at URLs that load, and a `%` in a name does not fail it', () => {
    const xml = sitemapXml('https://x.dev', [{ path: '/docs/my page' }, { path: '/docs/中文' }, { path: '/docs/100%' }, { path: '/docs/what?' }]);
    expect(xml).toContain('<loc>https://x.dev/docs/my%20page</loc>');
    expect(xml).toContain('<loc>https://x.dev/docs/%E4%B8%AD%E6%96%87</loc>');
    expect(xml).toContain('<loc>https://x.dev/docs/100%25</loc>');
    expect(xml).toContain('<loc>https://x.dev/docs/what%3F</loc>');
  });
});
