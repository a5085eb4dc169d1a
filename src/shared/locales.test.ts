import { describe, expect, it } from 'vitest';
import { localeOfPath, localizeHref, localizePath, stripLocale } from './locales.ts';

describe('locale paths', () => {
  it('detects the locale from the first segment only', () => {
    expect(localeOfPath('/zh/docs')).toBe('zh');
    expect(localeOfPath('/zh')).toBe('zh');
    expect(localeOfPath('/zhx/docs')).toBe('en');
    expect(localeOfPath('/docs/zh')).toBe('en');
  });
  it('round-trips between locales', () => {
    expect(localizePath('/docs/api', 'zh')).toBe('/zh/docs/api');
    expect(localizePath('/zh/docs/api', 'en')).toBe('/docs/api');
    expect(localizePath('/', 'zh')).toBe('/zh/');
    expect(localizePath('/zh/', 'en')).toBe('/');
    expect(stripLocale('/zh')).toBe('/');
  });
});

describe('localizeHref', () => {
  it('localizes site routes but not assets or external links', () => {
    expect(localizeHref('/docs/a#b', 'zh')).toBe('/zh/docs/a#b');
    expect(localizeHref('/zh/docs/a', 'zh')).toBe('/zh/docs/a');
    expect(localizeHref('/blog/rss.xml', 'zh')).toBe('/blog/rss.xml');
    expect(localizeHref('/docs/release-4.10', 'zh')).toBe('/zh/docs/release-4.10');
    expect(localizeHref('/docs/nginx.conf', 'zh', new Set(['/docs/nginx.conf']))).toBe('/zh/docs/nginx.conf');
    expect(localizeHref('https://x.dev/docs', 'zh')).toBe('https://x.dev/docs');
    expect(localizeHref('/docs/api/magic-api/get$By$', 'en')).toBe('/docs/api/magic-api/get$By$');
  });
});
