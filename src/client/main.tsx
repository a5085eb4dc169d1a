import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { routes } from './router/routes.tsx';
import { captureArticle } from './router/snapshot.ts';
import site from 'virtual:entix/site';
import { startPrefetching } from './router/prefetch.ts';
import { startAnalytics } from './analytics.ts';
import './styles/index.css';

/** Hydration must render exactly what prerender did, so the matched lazy routes load first. */
async function resolveLazyMatches(table: RouteObject[]): Promise<void> {
  const matches = matchRoutes(table, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  const prerendered = container.hasChildNodes();
  if (prerendered) {
    captureArticle(document, window.location.pathname);
    try {
      await resolveLazyMatches(routes);
    } catch {
      // A failing chunk is handled by the router's error boundary after start.
    }
  }
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // After hydration: neither may compete with the first render.
  setTimeout(() => {
    startPrefetching(routes);
    startAnalytics(router, { gtagId: site.analytics?.gtagId, anonymizeIp: site.analytics?.anonymizeIp ?? true, enabled: import.meta.env.PROD });
  }, 0);
}

if (typeof window !== 'undefined' && typeof document !== 'undefined') void start();
