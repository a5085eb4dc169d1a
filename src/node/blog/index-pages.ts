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

/**
 * Docusaurus' rule for a tag (here an author too) of unlisted posts: its page lists only the listed
 * ones, unless all of its posts are unlisted; then it lists them and is unlisted itself (built, so the
 * posts' links lead somewhere, but left out of the tags or authors page, search and the sitemap).
 */
function visible<T>(group: { entry: T; posts: BlogPost[] }): { entry: T; posts: BlogPost[]; unlisted: boolean } {
  const listed = group.posts.filter((p) => !p.unlisted);
  return listed.length ? { entry: group.entry, posts: listed, unlisted: false } : { ...group, unlisted: true };
}

const unlistedData = (g: { unlisted: boolean }) => (g.unlisted ? { extra: { unlisted: true } } : {});

/** Archive, authors and tags pages of one locale (posts newest first, unlisted ones among them). */
export function indexPages(locale: Locale, posts: BlogPost[], sidebar: BlogSidebarGroup[]): BlogPageInput[] {
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(locale, key, vars);
  const out: BlogPageInput[] = [];
  const archive = groupByYear(posts.filter((p) => !p.unlisted).map((p) => p.summary)).map((g) => ({ year: g.year, posts: g.posts.map(({ title, href, date }) => ({ title, href, date })) }));
  out.push({ route: '/blog/archive', kind: 'blog-archive', title: t('blog.archive'), description: t('blog.archiveDescription'), blog: { archive } });

  const authors = [...tally(posts, (p) => p.authors).values()].map(visible).sort((a, b) => b.posts.length - a.posts.length || a.entry.name.localeCompare(b.entry.name));
  const authorCard = (a: (typeof authors)[number]): BlogAuthor => ({ ...strip(a.entry), count: a.posts.length });
  out.push({ route: '/blog/authors', kind: 'blog-authors', title: t('blog.authors'), description: t('blog.authorsDescription'), blog: { authors: authors.filter((a) => !a.unlisted).map(authorCard) } });
  for (const a of authors) {
    out.push({
      route: stripLocale(a.entry.href!),
      kind: 'blog-author',
      title: a.entry.name,
      description: a.entry.title ?? t('blog.authorPosts', { name: a.entry.name }),
      blog: { author: authorCard(a), posts: a.posts.map((p) => p.summary), sidebar },
      ...unlistedData(a),
    });
  }

  const tags = [...tally(posts, (p) => p.tags).values()].map(visible).sort((a, b) => a.entry.label.localeCompare(b.entry.label));
  const tagCard = (g: (typeof tags)[number]): BlogTag => ({ ...strip(g.entry), count: g.posts.length });
  out.push({ route: '/blog/tags', kind: 'blog-tags', title: t('blog.tags'), description: t('blog.tagsDescription'), blog: { tags: tags.filter((g) => !g.unlisted).map(tagCard) } });
  for (const g of tags) {
    const title = t(g.posts.length === 1 ? 'blog.taggedOne' : 'blog.taggedMany', { count: g.posts.length, tag: g.entry.label });
    out.push({ route: stripLocale(g.entry.href), kind: 'blog-tag', title, description: g.entry.description ?? title, blog: { tag: tagCard(g), posts: g.posts.map((p) => p.summary), sidebar }, ...unlistedData(g) });
  }
  return out;
}
