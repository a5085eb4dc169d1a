import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { routesAlong } from './static-routes.ts';

const leaf = (path: string): RouteObject => ({ path, lazy: async () => ({}) });
const table: RouteObject[] = [{
  id: 'root', path: '/', children: [{
    id: 'boundary', children: [
      leaf('/docs/a'), leaf('/zh/docs/a'), leaf('/docs/nginx.conf'), leaf('/docs/a'),
      { path: '/blog/tags/:tag', lazy: async () => ({}) },
      { path: '*' },
    ],
  }],
}];

describe('routesAlong', () => {
  it('gives the routes React Router matches for a path, outermost first', () => {
    for (const path of ['/docs/a', '/docs/a/', '/zh/docs/a', '/docs/nginx.conf', '/blog/tags/api', '/nowhere']) {
      expect(routesAlong(table, path), path).toEqual((matchRoutes(table, path) ?? []).map((m) => m.route));
    }
  });
  it('returns the same route objects, so a resolved lazy route stays resolved', () => {
    const along = routesAlong(table, '/docs/a');
    expect(along.at(-1)).toBe(table[0]!.children![0]!.children![0]);
  });
});
