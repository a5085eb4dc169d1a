import { describe, expect, it } from 'vitest';
import { groupByYear, listPageRoute, newestFirst, paginate, sidebarGroups } from './lists.ts';

const post = (date: string, n = 0) => ({ title: `P ${date} ${n}`, href: `/blog/p-${date}-${n}`, date });

describe('blog lists', () => {
  it('sort newest first', () => {
    expect(newestFirst([post('2024-01-01'), post('2025-06-01'), post('2024-09-10')]).map((p) => p.date)).toEqual(['2025-06-01', '2024-09-10', '2024-01-01']);
  });
  it('paginate by the configured size', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    const pages = paginate(items, 10);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(pages[2]).toEqual([20, 21, 22]);
    expect(paginate(items.slice(0, 10), 10)).toHaveLength(1);
    expect(paginate([], 10)).toEqual([[]]);
    expect(listPageRoute('/zh/blog', 1)).toBe('/zh/blog');
    expect(listPageRoute('/zh/blog', 3)).toBe('/zh/blog/page/3');
  });
  it('group by year in order', () => {
    const groups = groupByYear([post('2025-06-01'), post('2024-10-15'), post('2024-03-12')]);
    expect(groups.map((g) => [g.year, g.posts.length])).toEqual([['2025', 1], ['2024', 2]]);
  });
  it('cap the sidebar at the configured count, keeping the most recent', () => {
    const posts = Array.from({ length: 20 }, (_, i) => post(`${2010 + Math.floor(i / 3)}-0${(i % 3) + 1}-01`, i));
    const groups = sidebarGroups(posts, 15);
    const items = groups.flatMap((g) => g.items);
    expect(items).toHaveLength(15);
    expect(groups[0]!.year).toBe('2016');
    expect(groups.map((g) => g.year)).toEqual(['2016', '2015', '2014', '2013', '2012', '2011']);
    expect(groups[groups.length - 1]!.items.map((i) => i.title)).toEqual(["P 2011-03-01 5"]);
    expect(sidebarGroups(posts, 0)).toEqual([]);
  });
});
