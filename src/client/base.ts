import { stripBase, withBase } from '../shared/base-path.ts';

/** The site's base path ('/' or '/entix/'): Vite's `base`, which the build sets from the site config. */
export const BASE: string = import.meta.env.BASE_URL;

/** A base-free route as an href: '/docs/x' → '/entix/docs/x'. */
export function siteHref(path: string): string {
  return withBase(BASE, path);
}

/** A pathname the browser reports as a base-free route; undefined outside the site. */
export function siteRoute(pathname: string): string | undefined {
  return stripBase(BASE, pathname);
}
