// The site may live below the host's root (`base: '/entix/'` in the site config). Routes in
// code and content stay base-free ('/docs/x'); these add the base where a URL leaves the app
// (plain hrefs, head tags, feeds, sitemap, asset URLs) and take it off URLs the browser reports.

/** '/docs/x' → '/entix/docs/x' under base '/entix/'; other URLs and base '/' change nothing. */
export function withBase(base: string, path: string): string {
  if (base === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
  return base.slice(0, -1) + path;
}

/** '/entix/docs/x' → '/docs/x'; '/entix' → '/'; undefined for a path outside the base. */
export function stripBase(base: string, pathname: string): string | undefined {
  if (base === '/') return pathname;
  if (pathname === base.slice(0, -1)) return '/';
  return pathname.startsWith(base) ? pathname.slice(base.length - 1) : undefined;
}

/** React Router's `basename` for a base: '/entix' ('/' for none). */
export function routerBasename(base: string): string {
  return base === '/' ? '/' : base.slice(0, -1);
}

/** The URL of the site's root without a trailing slash, for absolute URLs: 'https://x.dev/entix'. */
export function siteRootUrl(url: string, base = '/'): string {
  return url + base.slice(0, -1);
}
