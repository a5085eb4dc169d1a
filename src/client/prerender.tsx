import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { allRoutePaths, routes } from './router/routes.tsx';
import type { PageHandle } from './router/page-handle.ts';
import { managedHead } from './head-sync.ts';
import { HTML_LANG, localeOfPath } from '../shared/locales.ts';
import { pageTitle } from '../shared/head.ts';

interface HeadElement {
  type: string;
  props: Record<string, string>;
}

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

/**
 * Called by vite-prerender-plugin in Node once per route: the page's HTML plus its <head>.
 * A memory router (not React Router's static handler) renders the page, so the chunk the client
 * shares with this entry carries no server-only router code.
 */
export async function prerender({ url }: { url: string }) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await initialized(router);
  const html = renderToString(<RouterProvider router={router} />);
  const locale = localeOfPath(url);
  const handle = (router.state.matches[router.state.matches.length - 1]?.route.handle ?? {}) as PageHandle;
  router.dispose();
  globalThis.__entixPrerendered?.(url);
  return {
    html,
    links: url === '/' ? new Set(allRoutePaths()) : undefined,
    head: {
      lang: HTML_LANG[locale],
      title: pageTitle(handle, locale),
      elements: new Set<HeadElement>(managedHead(url, handle)),
    },
  };
}
