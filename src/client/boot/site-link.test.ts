import { describe, expect, it } from 'vitest';
import { linkNeedsApp, sitePath } from './site-link.ts';

const origin = 'https://entix.dev';
const link = (href: string, attrs: Record<string, string> = {}) => ({
  href: new URL(href, origin).href,
  target: attrs.target ?? '',
  hasAttribute: (name: string) => name in attrs,
});
const here = { origin, pathname: '/docs/intro', search: '' };
const plain = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };

describe('sitePath', () => {
  it('gives the path of same-site page links only', () => {
    expect(sitePath(link('/docs/a?x=1#h'), origin)).toBe('/docs/a');
    expect(sitePath(link('https://github.com/entix'), origin)).toBeUndefined();
    expect(sitePath(link('/img/logo.svg'), origin)).toBeUndefined();
    expect(sitePath(link('/docs/release-4.10'), origin)).toBe('/docs/release-4.10');
    expect(sitePath(link('/docs/nginx.conf'), origin, new Set(['/docs/nginx.conf']))).toBe('/docs/nginx.conf');
    expect(sitePath(link('/docs/a', { target: '_blank' }), origin)).toBeUndefined();
    expect(sitePath(link('/docs/a', { download: '' }), origin)).toBeUndefined();
  });
});

describe('linkNeedsApp', () => {
  it('takes plain clicks on links to other pages of the site', () => {
    expect(linkNeedsApp(link('/docs/quick-start'), here, plain)).toBe(true);
    expect(linkNeedsApp(link('/zh/docs/intro'), here, plain)).toBe(true);
    expect(linkNeedsApp(link('/docs/intro?x=1#a'), here, plain)).toBe(true);
  });
  it('leaves in-page anchors, other sites and modified clicks to the browser', () => {
    expect(linkNeedsApp(link('/docs/intro#install'), here, plain)).toBe(false);
    expect(linkNeedsApp(link('https://github.com/entix'), here, plain)).toBe(false);
    expect(linkNeedsApp(link('/docs/a'), here, { ...plain, ctrlKey: true })).toBe(false);
    expect(linkNeedsApp(link('/docs/a'), here, { ...plain, button: 1 })).toBe(false);
  });
});
