import './bind-locales.ts';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { commitWithUrl } from './router/commit-with-url.ts';
import { routesAlong } from './router/static-routes.ts';
import { routes } from './router/routes.tsx';
import { captureArticle } from './router/snapshot.ts';
import { startPrefetching } from './router/prefetch.ts';
import type { Track } from './analytics.ts';
import { followRouter } from './follow-router.ts';
import { BASE, siteRoute } from './base.ts';
import { routerBasename } from '../shared/base-path.ts';
import { yieldToMain } from './boot/yield.ts';

/** Hydration must render exactly what prerender did, so the matched lazy routes load first. */
async function resolveLazyMatches(table: RouteObject[]): Promise<void> {
  const path = siteRoute(window.location.pathname);
  const along = path === undefined ? [] : routesAlong(table, path);
  await Promise.all(
    along.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}

/**
 * Renders nothing of its own, so the tree still matches the prerendered HTML. Tells when the page
 * has settled: hydrated, and re-rendered with what components read in their mount effects (stored
 * colour mode, query and hash), which those effects' updates bring in one more commit. A click held
 * from before hydration is replayed only then, so it acts on the reader's real state.
 */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    if (hydrated) onCommit();
    else setHydrated(true);
  }, [hydrated, onCommit]);
  return children;
}

/** How the boot hands the page over: a page swap may still be under way while the app loads. */
export interface Handover {
  /** The swap under way, if any. */
  swapping: () => Promise<void> | undefined;
  /** Called at once before hydration begins: from then on the DOM and its links are React's. */
  own: () => void;
}

/**
 * The page to hydrate is the one on screen once no swap is under way, with its lazy routes loaded.
 * A swap may come while they load (the reader followed a link meanwhile): then it is the new page's
 * turn. Returns with nothing left to wait for, so hydration can begin in the same task.
 */
async function settlePage(handover: Handover | undefined): Promise<void> {
  for (let resolved: string | undefined; ;) {
    const swap = handover?.swapping();
    if (swap) { await swap.catch(() => undefined); continue; }
    const here = window.location.pathname;
    if (here === resolved) return;
    resolved = here;
    captureArticle(document, siteRoute(here) ?? here);
    // Marks where hydration waits on the network (a test holds the route chunk here).
    performance.mark('entix:route-chunks');
    // A chunk that fails here rejects the start: the prerendered page stays as it is, readable and
    // working, instead of hydrating into an error page; the next sign of use tries again.
    await resolveLazyMatches(routes);
    await yieldToMain();
  }
}

/** Hydrates the prerendered page (or renders an empty one); resolves once React has committed it. */
export async function start(track: Track | undefined, handover?: Handover): Promise<void> {
  // A swap only ever puts another prerendered page in place: this holds for the page that stays.
  const prerendered = document.getElementById('root')!.hasChildNodes();
  if (prerendered) await settlePage(handover);
  handover?.own();
  // Marks where React takes the page over (a test clicks a link from here on).
  performance.mark('entix:hydrate');
  // Looked up now: a swap replaced the #root the page started with.
  const container = document.getElementById('root')!;
  // Hydration data, though there is none to pass, tells React Router the page is already on screen:
  // its ScrollRestoration would otherwise scroll to the top at hydration, losing the reader's place
  // (the app starts on a press, maybe long after they scrolled; the browser has placed a #anchor).
  const router = commitWithUrl(createBrowserRouter(routes, { basename: routerBasename(BASE), ...(prerendered ? { hydrationData: {} } : {}) }));
  await new Promise<void>((resolve) => {
    const app = (
      <StrictMode>
        <Committed onCommit={resolve}>
          <RouterProvider router={router} />
        </Committed>
      </StrictMode>
    );
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // After the commit: neither may compete with hydration.
  setTimeout(() => {
    startPrefetching(routes);
    if (track) followRouter(router, track);
  }, 0);
}
