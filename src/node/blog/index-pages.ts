import type { BlogAuthor, BlogSidebarGroup, BlogTag, Locale } from '../../shared/types.ts';
import { translate } from '../../shared/i18n/index.ts';
import { stripLocale } from '../../shared/locales.ts';
import type { BlogPageInput } from './blog-pages.ts';
import { groupByYear } from './lists.ts';
import type { BlogPost } from './posts.ts';

/** Counts keyed authors / tags over the posts, keeping the first full entry seen for each. */
function tally<T extends { key?: string; href?: string }>(posts: BlogPost[], pick: (p: BlogPost) => T[]): Map<string, { entry: T; posts: BlogPost[] }> {
  const map = new Map<string, { entry: T; posts: BlogPost[] }>();
  for (const p of posts) {
    for (const e of pick(p)) {
      if (!e.key || !e.href) continue;
      const slot = map.get(e.href) ?? { entry: e, posts: [] };
      slot.posts.push(p);
      map.set(e.href, slot);
    }
  }
  return map;
}

const strip = <T extends { key?: string }>({ key: _key, ...rest }: T) => rest;

/** Archive, authors and tags pages of one locale (posts newest first). */
export function indexPages(locale: Locale, posts: BlogPost[], sidebar: BlogSidebarGroup[]): BlogPageInput[] {
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(locale, key, vars);
  const out: BlogPageInput[] = [];
  const archive = groupByYear(posts.map((p) => p.summary)).map((g) => ({ year: g.year, posts: g.posts.map(({ title, href, date }) => ({ title, href, date })) }));
  out.push({ route: '/blog/archive', kind: 'blog-archive', title: t('blog.archive'), description: t('blog.archiveDescription'), blog: { archive } });

  const authors = [...tally(posts, (p) => p.authors).values()].sort((a, b) => b.posts.length - a.posts.length || a.entry.name.localeCompare(b.entry.name));
  const authorList: BlogAuthor[] = authors.map((a) => ({ ...strip(a.entry), count: a.posts.length }));
  out.push({ route: '/blog/authors', kind: 'blog-authors', title: t('blog.authors'), description: t('blog.authorsDescription'), blog: { authors: authorList } });
  authors.forEach((a, i) => {
    out.push({
      route: stripLocale(a.entry.href!),
      kind: 'blog-author',
      title: a.entry.name,
      description: a.entry.title ?? t('blog.authorPosts', { name: a.entry.name }),
      blog: { author: authorList[i], posts: a.posts.map((p) => p.summary), sidebar },
    });
  });

  const tags = [...tally(posts, (p) => p.tags).values()].sort((a, b) => a.entry.label.localeCompare(b.entry.label));
  const tagList: BlogTag[] = tags.map((g) => ({ ...strip(g.entry), count: g.posts.length }));
  out.push({ route: '/blog/tags', kind: 'blog-tags', title: t('blog.tags'), description: t('blog.tagsDescription'), blog: { tags: tagList } });
  tags.forEach((g, i) => {
    const title = t(g.posts.length === 1 ? 'blog.taggedOne' : 'blog.taggedMany', { count: g.posts.length, tag: g.entry.label });
    out.push({ route: stripLocale(g.entry.href), kind: 'blog-tag', title, description: g.entry.description ?? title, blog: { tag: tagList[i], posts: g.posts.map((p) => p.summary), sidebar } });
  });
  return out;
}
