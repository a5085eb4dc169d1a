import { describe, expect, it } from 'vitest';
import { isPagePath, normalizeRoute } from './route-path.ts';

describe('normalizeRoute', () => {
  it('decodes and drops trailing slashes, keeping the root and undecodable paths', () => {
    expect(normalizeRoute('/zh/docs/%E4%B8%AD/')).toBe('/zh/docs/中');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('/docs//')).toBe('/docs');
    expect(normalizeRoute('/bad/%E4')).toBe('/bad/%E4');
  });
});

describe('isPagePath', () => {
  it('takes a dotted last segment for a page unless it is a file name', () => {
    expect(isPagePath('/docs/release-4.10')).toBe(true);
    expect(isPagePath('/blog/entix-3.1.1')).toBe(true);
    expect(isPagePath('/img/logo.svg')).toBe(false);
    expect(isPagePath('/blog/rss.xml')).toBe(false);
  });
  it('asks the route table first', () => {
    expect(isPagePath('/docs/nginx.conf', new Set(['/docs/nginx.conf']))).toBe(true);
    expect(isPagePath('/docs/nginx.conf/', new Set(['/docs/nginx.conf']))).toBe(true);
    expect(isPagePath('/docs/nginx.conf', new Set())).toBe(false);
  });
});
