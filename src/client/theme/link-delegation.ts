import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { linkNeedsApp } from '../boot/site-link.ts';
import { routeTable } from '../router/route-table.ts';
import { siteRoute } from '../base.ts';

/**
 * One click handler for a container of plain `<a>` elements (the prerendered article, the docs
 * sidebar): same-site page links navigate in the app, the rest is left to the browser. Cheaper
 * than a React Router `Link` per item, which costs hooks on every render and hydration.
 */
export function useDelegatedLinks(): (e: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (e) => {
    const a = (e.target as Element).closest?.('a[href]');
    if (!(a instanceof HTMLAnchorElement) || e.defaultPrevented || !linkNeedsApp(a, window.location, e, routeTable)) return;
    e.preventDefault();
    const url = new URL(a.href);
    const here = window.location;
    // The router's paths are base-free; linkNeedsApp only passes links inside the base.
    const to = (siteRoute(url.pathname) ?? url.pathname) + url.search + url.hash;
    // As a Link does: a click on the current location replaces the history entry.
    void navigate(to, { replace: url.pathname + url.search + url.hash === here.pathname + here.search + here.hash });
  };
}
