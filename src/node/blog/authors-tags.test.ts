import { describe, expect, it } from 'vitest';
import { ContentError } from '../content/content-error.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadYamlMap, resolveAuthors, resolveTags, tagFromYaml } from './authors-tags.ts';
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

describe('blog author socials', () => {
  const dir = mkdtempSync(join(tmpdir(), 'entix-authors-'));
  const file = join(dir, 'authors.yml');
  writeFileSync(file, 'lin:\n  name: Lin Wei\n  socials:\n    github: linwei\n    x: "@linwei"\n    newsletter: https://news.entix.dev\nbad:\n  name: Bad\n  socials:\n    myspace: bad\n');
  const known = loadYamlMap(file, 'content/en/blog/authors.yml');

  it("turn Docusaurus' platform handles into profile URLs and keep full URLs", () => {
    expect(resolveAuthors(['lin'], known, '/blog/authors', ctx)[0]?.socials).toEqual([
      { platform: 'github', url: 'https://github.com/linwei' },
      { platform: 'x', url: 'https://x.com/linwei' },
      { platform: 'newsletter', url: 'https://news.entix.dev' },
    ]);
  });
  it("name authors.yml and the author's line for a handle on a platform with no known URL", () => {
    expect(() => resolveAuthors(['bad'], known, '/blog/authors', ctx)).toThrow(/content\/en\/blog\/authors\.yml:7: author "bad": socials\.myspace: "bad" is a handle, but myspace is not a platform Docusaurus knows .*: write the full URL/);
  });
  it('name the post for an inline author', () => {
    expect(() => resolveAuthors([{ name: 'Guest', socials: 'guest' }], known, '/blog/authors', ctx)).toThrow('content/en/blog/a.md:3: author "Guest": socials must be a mapping');
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
