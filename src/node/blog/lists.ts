import type { BlogSidebarGroup, NavLink } from '../../shared/types.ts';

type Dated = NavLink & { date: string };

/** Newest first; same-day posts keep a stable order (by route, descending, like their file names). */
export function newestFirst<T extends { date: string; href: string }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? b.href.localeCompare(a.href) : b.date.localeCompare(a.date)));
}

/** Splits items into pages; an empty blog still has its first (empty) page. */
export function paginate<T>(items: T[], perPage: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages.length ? pages : [[]];
}

/** '/blog' for page 1, '/blog/page/2' after it. */
export function listPageRoute(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** Groups newest-first posts under their year, keeping order. */
export function groupByYear<T extends { date: string }>(posts: T[]): { year: string; posts: T[] }[] {
  const groups: { year: string; posts: T[] }[] = [];
  for (const p of posts) {
    const year = p.date.slice(0, 4);
    const last = groups[groups.length - 1];
    if (last?.year === year) last.posts.push(p);
    else groups.push({ year, posts: [p] });
  }
  return groups;
}

/** The blog sidebar: the `count` most recent posts under year headings. */
export function sidebarGroups(posts: Dated[], count: number): BlogSidebarGroup[] {
  return groupByYear(newestFirst(posts).slice(0, count)).map((g) => ({ year: g.year, items: g.posts.map(({ title, href }) => ({ title, href })) }));
}
