import { isPagePath } from '../../shared/route-path.ts';
import { siteRoute } from '../base.ts';

/** The site route a link leads to (base path taken off), or undefined for other origins and paths outside the base, files and new-tab or download links. */
export function sitePath(a: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>, origin: string, routes?: ReadonlySet<string>): string | undefined {
  if (a.target && a.target !== '_self') return undefined;
  if (a.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(a.href);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  const route = siteRoute(url.pathname);
  return route !== undefined && isPagePath(route, routes) ? route : undefined;
}

/**
 * Whether a click on a link needs the app (a client-side navigation) rather than the browser:
 * same-site page links do; jumps within the current page, other sites and modified clicks do not.
 */
export function linkNeedsApp(
  a: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  here: { origin: string; pathname: string; search: string },
  click: { button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean },
  routes?: ReadonlySet<string>,
): boolean {
  if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return false;
  const path = sitePath(a, here.origin, routes);
  if (path === undefined) return false;
  const url = new URL(a.href);
  return !(url.pathname === here.pathname && url.search === here.search && url.hash !== '');
}
