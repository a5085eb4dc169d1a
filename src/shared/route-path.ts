/** One spelling per route, for comparing paths: decoded, without a trailing slash ('/' stays '/'). */
export function normalizeRoute(path: string): string {
  let p = path;
  try { p = decodeURI(p); } catch { /* keep as written */ }
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** A last path segment ending in a file extension, which has a letter: `rss.xml`, `a.png`, but not `release-4.10`. */
const FILE_EXTENSION = /\.[a-z0-9]*[a-z][a-z0-9]*$/i;

/**
 * "Is this a page?" for a site path, the one answer link check, localization and client navigation
 * share: a route in the route table is (even `/docs/nginx.conf`); otherwise anything but a file
 * name is, so a missing `/docs/release-4.11` is a broken page link, not an asset. The first view
 * asks without the table, which it does not load.
 */
export function isPagePath(pathname: string, routes?: { has(route: string): boolean }): boolean {
  if (routes?.has(normalizeRoute(pathname))) return true;
  return !FILE_EXTENSION.test(pathname);
}
