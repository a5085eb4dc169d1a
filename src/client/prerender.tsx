import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { allRoutePaths, routes } from './router/routes.tsx';
import type { PageHandle } from './router/page-handle.ts';
import { headElements } from './head-elements.ts';
import { HTML_LANG, localeOfPath } from '../shared/locales.ts';
import { pageTitle } from '../shared/head.ts';

interface HeadElement {
  type: string;
  props: Record<string, string>;
}

/** Called by vite-prerender-plugin in Node once per route: the page's HTML plus its <head>. */
export async function prerender({ url }: { url: string }) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`prerender of ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const locale = localeOfPath(url);
  const handle = (context.matches[context.matches.length - 1]?.route.handle ?? {}) as PageHandle;
  globalThis.__entixPrerendered?.(url);
  return {
    html,
    links: url === '/' ? new Set(allRoutePaths()) : undefined,
    head: {
      lang: HTML_LANG[locale],
      title: pageTitle(handle, locale),
      elements: new Set<HeadElement>(headElements(url, handle)),
    },
  };
}
