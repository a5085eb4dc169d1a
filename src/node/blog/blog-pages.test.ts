import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ScannedFile } from '../content/scan.ts';
import { ContentError } from '../content/content-error.ts';
import { buildBlog } from './blog-pages.ts';
import { withIdentity } from '../content/site-model.ts';

let root = '';
afterEach(() => { if (root) rmSync(root, { recursive: true, force: true }); });

function site(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'entix-blog-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'content', rel)), { recursive: true });
    writeFileSync(join(root, 'content', rel), text);
  }
  const pair = (own: ScannedFile[], fallback: ScannedFile[]) => [...own.map((file) => ({ file, untranslated: false })), ...fallback.filter((f) => !own.some((o) => o.rel === f.rel)).map((file) => ({ file, untranslated: true }))];
  const fileRoutes = new Map<string, string>();
  return { pages: withIdentity(buildBlog({ root, contentDir: join(root, 'content'), fileRoutes, pair, config: { postsPerPage: 2, sidebarCount: 15 } }), [{ name: 'current', path: '/docs' }]), fileRoutes };
}

const AUTHORS = 'lin:\n  name: Lin Wei\n  title: Founder\n';

describe('blog pages', () => {
  it('build lists, posts, archive, authors and tags, with zh falling back to English', () => {
    const { pages, fileRoutes } = site({
      'en/blog/authors.yml': AUTHORS,
      'en/blog/2024-01-02-first.md': '---\ntitle: First\nauthors: [lin]\ntags: [release]\n---\n\nHello.\n\n<!-- truncate -->\n\nMore.\n',
      'en/blog/2025-03-04-second.md': '---\ntitle: Second\nslug: two\ndate: 2025-03-05\nauthors:\n  - name: Guest\n---\n\nBody.\n',
      'en/blog/2023-05-06-third.md': '---\ntitle: Third\n---\n\nOld.\n',
      'zh/blog/2024-01-02-first.md': '---\ntitle: 第一篇\nauthors: [lin]\n---\n\n你好。\n',
    });
    const byPath = new Map(pages.map((p) => [p.path, p]));
    expect(byPath.get('/blog')!.data.blog!.posts!.map((p) => [p.title, p.date])).toEqual([['Second', '2025-03-05'], ['First', '2024-01-02']]);
    expect(byPath.get('/blog/page/2')!.data.blog!.pagination).toEqual({ page: 2, pages: 2, newer: '/blog', older: undefined });
    expect(byPath.get('/blog/two')!.data.blog!.older).toEqual({ title: 'First', href: '/blog/first' });
    expect(byPath.get('/zh/blog/two')!.data.untranslated).toBe(true);
    expect(byPath.get('/zh/blog/first')!.data.title).toBe('第一篇');
    expect(byPath.get('/blog/authors/lin')!.data.blog!.posts!.map((p) => p.href)).toEqual(['/blog/first']);
    expect(byPath.get('/blog/authors')!.data.blog!.authors).toEqual([expect.objectContaining({ name: 'Lin Wei', count: 1, href: '/blog/authors/lin' })]);
    expect(byPath.get('/blog/tags/release')!.data.blog!.posts).toHaveLength(1);
    expect(byPath.get('/blog/archive')!.data.blog!.archive!.map((g) => g.year)).toEqual(['2025', '2024', '2023']);
    expect(byPath.get('/zh/blog/page/2')!.data.alternates).toEqual({ en: '/blog/page/2', zh: '/zh/blog/page/2' });
    expect([...fileRoutes.values()]).toContain('/blog/two');
  });

  it('leave an unlisted post out of lists, archive, sidebar, Newer / Older, tag and author pages, and still build it', () => {
    const { pages } = site({
      'en/blog/authors.yml': `${AUTHORS}kim:\n  name: Kim\n`,
      'en/blog/2024-01-01-old.md': '---\ntitle: Old\nauthors: [lin]\ntags: [release]\n---\n\nOld.\n',
      'en/blog/2024-02-01-hidden.md': '---\ntitle: Hidden\nauthors: [lin, kim]\ntags: [release, secret]\nunlisted: true\nkeywords: [quiet, hidden]\n---\n\nHidden.\n',
      'en/blog/2024-03-01-new.md': '---\ntitle: New\nauthors: [lin]\ntags: [release]\n---\n\nNew.\n',
    });
    const byPath = new Map(pages.map((p) => [p.path, p]));
    const titles = (path: string) => byPath.get(path)!.data.blog!.posts!.map((p) => p.title);
    expect(titles('/blog')).toEqual(['New', 'Old']);
    expect(byPath.get('/blog/archive')!.data.blog!.archive!.flatMap((g) => g.posts.map((p) => p.title))).toEqual(['New', 'Old']);
    expect(byPath.get('/blog/new')!.data.blog!.sidebar!.flatMap((g) => g.items.map((i) => i.title))).toEqual(['New', 'Old']);
    expect(byPath.get('/blog/new')!.data.blog!.older).toEqual({ title: 'Old', href: '/blog/old' });
    const hidden = byPath.get('/blog/hidden')!.data;
    expect(hidden).toMatchObject({ unlisted: true, keywords: ['quiet', 'hidden'] });
    expect([hidden.blog!.newer, hidden.blog!.older]).toEqual([undefined, undefined]);
    expect(byPath.get('/blog/new')!.data.unlisted).toBeUndefined();
    expect(titles('/blog/tags/release')).toEqual(['New', 'Old']);
    expect(titles('/blog/authors/lin')).toEqual(['New', 'Old']);
    // A tag or author with no listed post keeps its page (the post links to it), unlisted, and out of the index.
    expect(byPath.get('/blog/tags/secret')!.data).toMatchObject({ unlisted: true, blog: { posts: [expect.objectContaining({ title: 'Hidden' })] } });
    expect(byPath.get('/blog/authors/kim')!.data.unlisted).toBe(true);
    expect(byPath.get('/blog/tags')!.data.blog!.tags!.map((t) => [t.label, t.count])).toEqual([['release', 2]]);
    expect(byPath.get('/blog/authors')!.data.blog!.authors!.map((a) => [a.name, a.count])).toEqual([['Lin Wei', 2]]);
  });

  it('fail with file and line on an unknown author or a bad date', () => {
    const bad = (files: Record<string, string>) => {
      try { site(files); } catch (e) { return (e as ContentError).problems[0]; }
      throw new Error('expected a ContentError');
    };
    expect(bad({ 'en/blog/authors.yml': AUTHORS, 'en/blog/2024-01-02-a.md': '---\ntitle: A\nauthors:\n  - lin\n  - bob\n---\n\nA.\n' })).toMatchObject({ rule: 'blog', file: 'content/en/blog/2024-01-02-a.md', line: 5 });
    expect(bad({ 'en/blog/a.md': '---\ntitle: A\ndate: 2024-02-31\n---\n\nA.\n' })).toMatchObject({ rule: 'blog', line: 3, message: expect.stringContaining('2024-02-31') });
    expect(bad({ 'en/blog/a.md': '---\ntitle: A\n---\n\nA.\n' })).toMatchObject({ rule: 'blog', message: expect.stringContaining('no date') });
  });
});
