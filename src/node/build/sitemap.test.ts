import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  const xml = sitemapXml('https://entix.dev', [
    { path: '/zh/docs/a', alternates: { en: '/docs/a', zh: '/zh/docs/a' } },
    { path: '/docs/a', alternates: { en: '/docs/a', zh: '/zh/docs/a' }, lastmod: '2025-06-01' },
    { path: '/docs/a' },
    { path: '/zh/blog/tags/数据库' },
  ]);
  it('lists each page once with absolute, encoded URLs', () => {
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://entix.dev/docs/a</loc>',
      '<loc>https://entix.dev/zh/blog/tags/%E6%95%B0%E6%8D%AE%E5%BA%93</loc>',
      '<loc>https://entix.dev/zh/docs/a</loc>',
    ]);
    expect(xml).toContain('<lastmod>2025-06-01</lastmod>');
  });
  it('names the language versions, x-default being English', () => {
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://entix.dev/zh/docs/a"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://entix.dev/docs/a"/>');
  });
  it('names no language version that is unlisted (built, but not in the sitemap)', () => {
    const alternates = { en: '/docs/b', zh: '/zh/docs/b' };
    const one = sitemapXml('https://entix.dev', [{ path: '/docs/b', alternates }], new Set(['/zh/docs/b']));
    expect(one).not.toContain('/zh/docs/b');
    expect(one).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://entix.dev/docs/b"/>');
    // An unlisted English version takes x-default with it.
    expect(sitemapXml('https://entix.dev', [{ path: '/zh/docs/b', alternates }], new Set(['/docs/b']))).not.toContain('x-default');
  });
  it('robots.txt allows everything and points to the sitemap', () => {
    expect(robotsTxt('https://entix.dev')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://entix.dev/sitemap.xml\n');
  });
  it('robots.txt names the llms files in a comment and still allows everything', () => {
    const text = robotsTxt('https://entix.dev/entix', ['llms.txt', 'zh/llms.txt']);
    expect(text.split('\n')[0]).toBe("# For language models (llmstxt.org): https://entix.dev/entix/llms.txt https://entix.dev/entix/zh/llms.txt; every page's Markdown is at its URL + .md");
    expect(text).toContain('User-agent: *\nAllow: /\n');
  });
});
