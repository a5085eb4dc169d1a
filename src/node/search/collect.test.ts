import { describe, expect, it } from 'vitest';
import { contextOf, searchSections, type SearchPage } from './collect.ts';

const page = (kind: SearchPage['data']['kind'], path: string, title: string, description = ''): SearchPage => ({ path, locale: 'en', data: { kind, title, description } });

describe('what search indexes', () => {
  it('docs, pages, posts and each author, not the lists that repeat them', () => {
    expect(contextOf(page('doc', '/docs/a', 'A'))).toBe('docs');
    expect(contextOf(page('blog-post', '/blog/p', 'P'))).toBe('blog');
    expect(contextOf(page('blog-author', '/blog/authors/lin', 'Lin Wei'))).toBe('blog');
    for (const kind of ['blog-list', 'blog-archive', 'blog-authors', 'blog-tags', 'blog-tag'] as const) expect(contextOf(page(kind, '/blog/x', 'X'))).toBeUndefined();
  });

  it('no page marked unlisted', () => {
    for (const kind of ['doc', 'page', 'blog-post', 'blog-author'] as const) expect(contextOf({ ...page(kind, '/x', 'X'), data: { kind, title: 'X', description: '', unlisted: true } })).toBeUndefined();
  });

  it("an author's page is found by the name and role it shows", () => {
    const { en } = searchSections([page('blog-author', '/blog/authors/lin', 'Lin Wei', 'Founder, Entix Labs')], () => []);
    expect(en).toEqual([{ title: 'Lin Wei', crumbs: [], context: 'blog', url: '/blog/authors/lin', heading: '', text: '', code: '', description: 'Founder, Entix Labs' }]);
  });
});
