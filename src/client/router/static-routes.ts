import { matchRoutes, type RouteObject } from 'react-router';
import { normalizeRoute } from '../../shared/route-path.ts';

/**
 * React Router's matchRoutes flattens and ranks the whole table on every call: with ~600 routes
 * that is tens of milliseconds, paid per link a prefetch looks at. Our routes are static paths,
 * so a map from each path to the routes along it, made once, answers the same question.
 */
const indexes = new WeakMap<RouteObject[], Map<string, RouteObject[]>>();

function staticIndex(routes: RouteObject[]): Map<string, RouteObject[]> {
  let index = indexes.get(routes);
  if (index) return index;
  index = new Map();
  const walk = (list: RouteObject[], base: string, chain: RouteObject[]) => {
    for (const route of list) {
      // Dynamic and catch-all routes are ranked by React Router itself.
      if (route.path && /[:*?]/.test(route.path)) continue;
      const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
      if (route.children) walk(route.children, path, [...chain, route]);
      // The first of two routes on one path wins, as in React Router's ranking of equal paths.
      else if (!index!.has(normalizeRoute(path))) index!.set(normalizeRoute(path), [...chain, route]);
    }
  };
  walk(routes, '/', []);
  indexes.set(routes, index);
  return index;
}

/** The routes a site path (no base) renders, outermost first. */
export function routesAlong(routes: RouteObject[], path: string): RouteObject[] {
  return staticIndex(routes).get(normalizeRoute(path)) ?? (matchRoutes(routes, path) ?? []).map((m) => m.route);
}
