import './bind-locales.ts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { allRoutePaths, routes } from './router/routes.tsx';
import { routesFor } from './router/prune-routes.ts';
import type { PageHandle } from './router/page-handle.ts';
import { managedHead } from './head-sync.ts';
import type { HeadElement } from './head-elements.ts';
import { htmlLang, localeOfPath } from '../shared/locales.ts';
import { pageTitle } from '../shared/head.ts';
import { prerenderHost, unrenderedMessage, type RenderedPage } from '../shared/prerender-host.ts';
import { normalizeRoute } from '../shared/route-path.ts';
import { routerBasename } from '../shared/base-path.ts';
import { BASE, siteHref } from './base.ts';
import { StaticSidebar } from './theme/doc/DocSidebar.tsx';
import { sidebarHtml } from './theme/doc/sidebar-html.ts';
import site from 'virtual:entix/site';


type Router = ReturnType<typeof createMemoryRouter>;

function initialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** One page: its HTML and <head>. The render-ahead thread calls this directly. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createMemoryRouter(routesFor(routes, url), { basename: routerBasename(BASE), initialEntries: [siteHref(url)] });
  await initialized(router);
  // A route that failed to load (its chunk threw as it ran) would be written as the error page and
  // published (and kept in the prerender cache) while the build said nothing: it fails the build.
  const failed = Object.values(router.state.errors ?? {})[0] as unknown;
  if (failed !== undefined) {
    router.dispose();
    throw new Error(unrenderedMessage(url, failed instanceof Error ? `${failed.name}: ${failed.message}` : String(failed)), { cause: failed });
  }
  let html: string;
  try {
    html = renderToString(
      <StaticSidebar.Provider value={sidebarHtml}>
        <RouterProvider router={router} />
      </StaticSidebar.Provider>,
    );
  } catch (e) {
    // A page whose code throws as it renders (`{data.missing.field}`): named by its route, which the build maps to its file and line.
    router.dispose();
    throw new Error(unrenderedMessage(url, e instanceof Error ? `${e.name}: ${e.message}` : String(e)), { cause: e });
  }
  const locale = localeOfPath(url);
  const handle = (router.state.matches[router.state.matches.length - 1]?.route.handle ?? {}) as PageHandle;
  router.dispose();
  return {
    html,
    head: {
      lang: htmlLang(locale),
      title: pageTitle(handle, locale, site.title),
      elements: new Set<HeadElement>(managedHead(url, handle)),
    },
  };
}

/** The route list as vite-prerender-plugin will ask for it (no trailing slash). */
function normalized(paths: Iterable<string>): string[] {
  return [...new Set([...paths].map((p) => p.replace(/\/$/, '') || '/'))];
}

/**
 * Called by vite-prerender-plugin in Node once per route: the page's HTML plus its <head>.
 * A memory router (not React Router's static handler) renders the page, so the chunk the client
 * shares with this entry carries no server-only router code. The first call hands every route to
 * the build (src/node/build/prerender-session.ts), whose second thread renders pages ahead.
 */
export async function prerender({ url }: { url: string }) {
  const host = prerenderHost();
  const links = url === '/' ? new Set(allRoutePaths()) : undefined;
  if (links) host?.begin(import.meta.url, normalized(['/', ...links]));
  const page: RenderedPage = (await host?.take(url)) ?? (await renderPage(url));
  if (host) host.done(normalizeRoute(url), url, page);
  const out = host ? { ...page, html: host.slot } : page;
  return links ? { ...out, links } : out;
}
