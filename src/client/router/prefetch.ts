import type { RouteObject } from 'react-router';
import { routesAlong } from './static-routes.ts';
import { sitePath } from '../boot/site-link.ts';
import { siteRoute } from '../base.ts';
import { connectionOf, prefetchAllowed } from '../dom/connection.ts';

/**
 * Loads a route's chunk ahead of a click: its `lazy()` is a dynamic import, cached by the
 * browser, so the router's own call later resolves at once. Failures are left to the navigation.
 */
export function makePrefetcher(routes: RouteObject[]): (path: string) => void {
  const done = new Set<string>();
  return (path) => {
    if (done.has(path)) return;
    done.add(path);
    for (const route of routesAlong(routes, path)) {
      if (typeof route.lazy === 'function') route.lazy().catch(() => done.delete(path));
    }
  };
}

/**
 * Prefetches links as they enter the viewport or get hovered/focused/touched. Browser only, after
 * hydration; returns a function that stops it.
 */
export function startPrefetching(routes: RouteObject[]): () => void {
  const win = window;
  if (!prefetchAllowed(connectionOf(win))) return () => {};
  const prefetch = makePrefetcher(routes);
  const origin = win.location.origin;
  const visit = (a: Element | null) => {
    if (!(a instanceof HTMLAnchorElement)) return;
    const path = sitePath(a, origin);
    if (path && path !== siteRoute(win.location.pathname) && prefetchAllowed(connectionOf(win))) prefetch(path);
  };
  const onPointer = (e: Event) => visit((e.target as Element | null)?.closest?.('a[href]') ?? null);
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  for (const type of events) win.document.addEventListener(type, onPointer, { passive: true, capture: true });

  let io: IntersectionObserver | undefined;
  let mo: MutationObserver | undefined;
  let onFocusOut: (() => void) | undefined;
  // Not on the dev server (which alone has import.meta.hot): there every route fetched compiles its
  // MDX, and a sidebar of links in view would queue dozens of compiles ahead of the writer's next save.
  if (typeof IntersectionObserver === 'function' && !import.meta.hot) {
    const seen = new WeakSet<Element>();
    // While the reader types in a field (the search box), links in view wait: on a slow link
    // their chunks would queue ahead of the search's own term files. They go when the field loses focus.
    const held: Element[] = [];
    const typing = () => win.document.activeElement?.matches('input, textarea') ?? false;
    const release = () => { if (!typing()) for (const a of held.splice(0)) visit(a); };
    // After the focus has moved: activeElement is the new field, or body.
    onFocusOut = () => setTimeout(release, 0);
    win.document.addEventListener('focusout', onFocusOut, { capture: true });
    io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        io!.unobserve(entry.target);
        if (typing()) held.push(entry.target);
        else visit(entry.target);
      }
    });
    const observe = (root: ParentNode) => {
      for (const a of root.querySelectorAll('a[href]')) {
        if (seen.has(a)) continue;
        seen.add(a);
        io!.observe(a);
      }
    };
    observe(win.document);
    mo = new MutationObserver((records) => {
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (!(n instanceof Element)) continue;
          if (n.matches('a[href]') && !seen.has(n)) { seen.add(n); io!.observe(n); }
          observe(n);
        }
      }
    });
    mo.observe(win.document.body, { childList: true, subtree: true });
  }
  return () => {
    for (const type of events) win.document.removeEventListener(type, onPointer, { capture: true });
    io?.disconnect();
    mo?.disconnect();
    if (onFocusOut) win.document.removeEventListener('focusout', onFocusOut, { capture: true });
  };
}
