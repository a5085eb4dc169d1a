import type { RouteObject } from 'react-router';

function norm(path: string): string {
  let p = path;
  try { p = decodeURI(p); } catch { /* keep */ }
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

function prune(route: RouteObject, pathname: string): RouteObject | undefined {
  if (route.children) {
    const children = route.children.map((c) => prune(c, pathname)).filter((c): c is RouteObject => c !== undefined);
    return children.length ? { ...route, children } : undefined;
  }
  const path = route.path;
  if (path === undefined || /[:*]/.test(path) || norm(path) === pathname) return route;
  return undefined;
}

/**
 * The route table cut down to the branch a static path can match, plus every dynamic and
 * catch-all route, so that React Router does not flatten and rank ~600 routes per prerendered
 * page. Without a static match the whole table is kept: matching stays React Router's own.
 */
export function routesFor(table: RouteObject[], pathname: string): RouteObject[] {
  const target = norm(pathname);
  const pruned = table.map((r) => prune(r, target)).filter((r): r is RouteObject => r !== undefined);
  let exact = false;
  const walk = (rs: RouteObject[]) => rs.forEach((r) => { if (r.path !== undefined && !/[:*]/.test(r.path) && norm(r.path) === target && !r.children) exact = true; if (r.children) walk(r.children); });
  walk(pruned);
  return exact ? pruned : table;
}
