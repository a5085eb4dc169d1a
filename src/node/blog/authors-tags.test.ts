import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/content-error.ts';
import { resolveAuthors, resolveTags, tagFromYaml } from './authors-tags.ts';
import { frontMatterLine } from '../content/frontmatter.ts';

const source = '---\ntitle: A\nauthors:\n  - lin\n  - ghost\ntags: [x]\n---\n';
const ctx = { display: 'content/en/blog/a.md', source };
const authors = { lin: { name: 'Lin Wei', title: 'Founder', url: 'https://x.dev', image_url: '/img/lin.svg' } };

describe('blog authors', () => {
  it('resolve keys and inline objects', () => {
    expect(resolveAuthors(['lin', { name: 'Guest', imageURL: '/g.png' }], authors, '/zh/blog/authors', ctx)).toEqual([
      { key: 'lin', name: 'Lin Wei', title: 'Founder', url: 'https://x.dev', imageUrl: '/img/lin.svg', href: '/zh/blog/authors/lin' },
      { key: undefined, name: 'Guest', title: undefined, url: undefined, imageUrl: '/g.png' },
    ]);
    expect(resolveAuthors('lin', authors, '/blog/authors', ctx)).toHaveLength(1);
    expect(resolveAuthors(undefined, authors, '/blog/authors', ctx)).toEqual([]);
  });
  it('point an unknown key at its line', () => {
    expect(frontMatterLine(source, 'authors', 'ghost')).toBe(5);
    expect(frontMatterLine(source, 'tags')).toBe(6);
    expect(() => resolveAuthors(['ghost'], authors, '/blog/authors', ctx)).toThrow(ContentError);
    expect(() => resolveAuthors(['ghost'], authors, '/blog/authors', ctx)).toThrow('content/en/blog/a.md:5: unknown author "ghost"');
  });
});

describe('blog tags', () => {
  it('route by permalink, else key; inline tags get a slug', () => {
    expect(tagFromYaml('entix', { label: 'Entix', permalink: '/entix-news' }, '/blog/tags').href).toBe('/blog/tags/entix-news');
    expect(resolveTags(['entix', 'Getting Started', { label: 'Go', permalink: '/golang' }], { entix: { label: 'Entix' } }, '/blog/tags', ctx).map((t) => [t.label, t.href])).toEqual([
      ['Entix', '/blog/tags/entix'],
      ['Getting Started', '/blog/tags/getting-started'],
      ['Go', '/blog/tags/golang'],
    ]);
  });
});
