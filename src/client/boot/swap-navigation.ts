import { linkNeedsApp } from './site-link.ts';
import { showOffline, swapPage } from './swap-page.ts';
import { announcer } from '../dom/announcer.ts';
import { afterNextPaint } from './yield.ts';
import { connectionOf, prefetchAllowed } from '../dom/connection.ts';
import { startProgress } from '../dom/progress.ts';

export interface SwapOptions {
  /** True once React has begun to hydrate: the DOM is its own and its router takes links. */
  appOwnsPage: () => boolean;
  /** After a swap: the new page is in place (a page view to send, an eager page to start). */
  onSwapped?: (url: URL) => void;
}

export interface SwapNavigation {
  /** The swap under way, if any: hydration waits for it and starts on the page it leaves on screen. */
  swapping: () => Promise<void> | undefined;
}

/**
 * Before the app runs, a click on a site link swaps in the target's prerendered HTML, fetched from
 * the pointerdown on, instead of loading a new document: no new document to create, no stylesheet
 * and script to parse again. It is what a click would get from the browser, the same HTML, only
 * sooner. Anything unexpected (an error status, other HTML, a network failure) is the browser's
 * own navigation to the URL, except offline: the page stays and says so. Back or Forward to a swapped entry before the app runs loads that
 * URL as the browser would.
 */
export function installSwapNavigation({ appOwnsPage, onSwapped }: SwapOptions, win: Window = window): SwapNavigation {
  const doc = win.document;
  let pending: { href: string; html: Promise<string> } | undefined;
  let swapping: Promise<void> | undefined;
  // The page on screen, which a Back or Forward before the app runs must match.
  let shown = win.location.pathname + win.location.search;

  if (doc.body) announcer(doc);
  else doc.addEventListener('DOMContentLoaded', () => announcer(doc), { once: true });

  const fetchPage = (href: string): Promise<string> => {
    if (pending?.href === href) return pending.html;
    const html = win.fetch(href, { headers: { accept: 'text/html' }, priority: 'high' } as RequestInit).then((r) => {
      if (!r.ok || !/text\/html/.test(r.headers.get('content-type') ?? '')) throw new Error(`${r.status}`);
      return r.text();
    });
    html.catch(() => { if (pending?.href === href) pending = undefined; });
    pending = { href, html };
    return html;
  };

  const linkOf = (e: MouseEvent | PointerEvent): HTMLAnchorElement | null => {
    if (appOwnsPage() || e.defaultPrevented) return null;
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!a || a.hasAttribute('data-locale-link')) return null;
    // A hover has no button (-1): judge it as the press it announces.
    const press = e.type === 'pointerover' ? { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false } : e;
    return linkNeedsApp(a, win.location, press) ? a : null;
  };

  // From the hover on (a press follows within tens of ms), so the HTML is there or on its way at the click.
  // A hover's request starts after the next frame: a pointer comes to rest over a link also when the
  // page moves under it (the mobile menu's drawer opening under the press), and starting a request
  // costs the main thread a few ms that frame would wait for.
  // Ahead of the click only where the prefetch policy allows (not on 2g or with saveData): then the click fetches.
  const ahead = (e: PointerEvent) => (prefetchAllowed(connectionOf(win)) ? linkOf(e) : null);
  win.addEventListener('pointerover', (e) => {
    const a = ahead(e);
    if (a) afterNextPaint(() => { if (!appOwnsPage()) fetchPage(a.href).catch(() => {}); }, win);
  }, { capture: true, passive: true });
  win.addEventListener('pointerdown', (e) => {
    const a = ahead(e);
    if (a) fetchPage(a.href).catch(() => {});
  }, { capture: true, passive: true });

  win.addEventListener('click', (e) => {
    const a = linkOf(e);
    if (!a || swapping) return;
    e.preventDefault();
    const url = new URL(a.href);
    // The same bar, after the same delay, as the app's navigations.
    const stopProgress = startProgress(doc);
    swapping = fetchPage(url.href).then(
      (html) => {
        const from = win.location.href;
        win.history.pushState(null, '', url.href);
        if (!swapPage(html, url, doc)) {
          win.history.replaceState(null, '', from);
          win.location.assign(url.href);
          return;
        }
        shown = url.pathname + url.search;
        onSwapped?.(url);
      },
      // Offline, the browser's navigation would only show its offline page: the reader stays here, told why.
      () => { if (win.navigator.onLine === false) showOffline(doc); else win.location.assign(url.href); },
    ).finally(() => { stopProgress(); swapping = undefined; pending = undefined; });
  }, true);

  win.addEventListener('popstate', () => {
    if (!appOwnsPage() && win.location.pathname + win.location.search !== shown) win.location.reload();
  });

  return { swapping: () => swapping };
}
