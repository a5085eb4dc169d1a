import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routesFor } from './prune-routes.ts';

const table: RouteObject[] = [{
  id: 'root', path: '/', children: [{
    id: 'boundary', children: [
      { id: 'home', path: '/' },
      { id: 'a', path: '/docs/a' },
      { id: 'b', path: '/docs/b' },
      { id: 'zh-a', path: '/zh/docs/%E4%B8%AD' },
      { id: 'post', path: '/blog/:slug' },
      { id: 'all', path: '*' },
    ],
  }],
}];
const ids = (rs: RouteObject[], path: string) => (matchRoutes(rs, path) ?? []).map((m) => m.route.id);

describe('routesFor', () => {
  it('keeps the matching branch and the dynamic routes, and matches as the full table does', () => {
    for (const path of ['/docs/a', '/docs/b/', '/', '/zh/docs/中']) {
      const pruned = routesFor(table, path);
      expect(ids(pruned, path)).toEqual(ids(table, path));
      const leaves = pruned[0]!.children![0]!.children!.map((r) => r.id);
      expect(leaves.length).toBe(3);
      expect(leaves).toContain('post');
      expect(leaves).toContain('all');
    }
  });
  it('keeps the whole table when no static route has the path', () => {
    expect(routesFor(table, '/blog/hello')).toBe(table);
    expect(routesFor(table, '/missing')).toBe(table);
  });
});
