import { describe, expect, it } from 'vitest';
import { docPathInfo, pageRoute } from './doc-route.ts';

describe('docPathInfo', () => {
  it('maps plain files, keeping $ and case', () => {
    expect(docPathInfo('api/magic-api/get$By$.md', {}).route).toBe('/docs/api/magic-api/get$By$');
    expect(docPathInfo('api/fixed-api/getByUK.md', {}).id).toBe('api/fixed-api/getByUK');
  });
  it('uses index.md as the folder page', () => {
    const info = docPathInfo('api/custom-api/index.md', {});
    expect(info).toMatchObject({ route: '/docs/api/custom-api', isIndex: true, dir: 'api/custom-api' });
  });
  it('honours absolute and relative slugs and ids', () => {
    expect(docPathInfo('introduction.md', { slug: '/' }).route).toBe('/docs');
    expect(docPathInfo('a/b.md', { slug: 'c' }).route).toBe('/docs/a/c');
    expect(docPathInfo('a/b.md', { id: 'z' }).id).toBe('a/z');
  });
  it('drops number prefixes, keeping their numbers for the order', () => {
    expect(docPathInfo('01-guide/02-start.md', {}).route).toBe('/docs/guide/start');
    expect(docPathInfo('03-guide/api/10-start.md', {}).prefix).toEqual({ file: 10, dirs: [3, undefined] });
    expect(docPathInfo('guide/start.md', {}).prefix).toEqual({ file: undefined, dirs: [undefined] });
  });
});

describe('pageRoute', () => {
  it('maps pages to top-level routes', () => {
    expect(pageRoute('markdown-page.md', {})).toBe('/markdown-page');
    expect(pageRoute('about/index.md', {})).toBe('/about');
  });
});
