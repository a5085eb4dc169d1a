import type { RouteObject } from 'react-router';
import { normalizeRoute } from '../../shared/route-path.ts';

/**
 * The route table cut down to the branch a static path can match, plus every dynamic and
 * catch-all route, so that React Router does not flatten and rank ~600 routes per prerendered
 * page. Without a static match the whole table is kept: matching stays React Router's own.
 */
/**
 * A leaf's path as compared, null for a dynamic or catch-all one (kept for every path). Worked out
 * once per route: prerender asks for every page, and decoding every route's path again for each
 * of 2,000 pages was four million `decodeURI` calls.
 */
const leafPaths = new WeakMap<RouteObject, string | null>();
function leafPath(route: RouteObject): string | null {
  let path = leafPaths.get(route);
  if (path === undefined) leafPaths.set(route, (path = route.path === undefined || /[:*]/.test(route.path) ? null : normalizeRoute(route.path)));
  return path;
}

export function routesFor(table: RouteObject[], pathname: string): RouteObject[] {
  const target = normalizeRoute(pathname);
  let exact = false;
  const prune = (route: RouteObject): RouteObject | undefined => {
    if (route.children) {
      const children = route.children.map(prune).filter((c): c is RouteObject => c !== undefined);
      return children.length ? { ...route, children } : undefined;
    }
    const path = leafPath(route);
    if (path === null) return route;
    if (path !== target) return undefined;
    exact = true;
    return route;
  };
  const pruned = table.map(prune).filter((r): r is RouteObject => r !== undefined);
  return exact ? pruned : table;
}
