import { locales, localizePath } from '../../shared/locales.ts';
import type { RouteObject } from 'react-router';
import pages from '~react-pages';
import contentRoutes from 'virtual:entix/routes';
import site from 'virtual:entix/site';
import { parseRoute, routeKey } from '../../shared/route-id.ts';
import { Layout } from '../theme/Layout.tsx';
import { PageBoundary } from '../theme/PageBoundary.tsx';
import { NotFound } from '../theme/NotFound.tsx';
import { pageElement } from '../theme/page-element.tsx';
import { articleBody } from '../theme/ArticleBody.tsx';
import { takeArticle } from './snapshot.ts';
import { ChunkLoadError, isChunkLoadFailure } from './chunk-error.ts';
import type { PageHandle } from './page-handle.ts';

async function guarded<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (e) {
    throw isChunkLoadFailure(e) ? new ChunkLoadError(e) : e;
  }
}

/** Hand-written pages exist in every locale: '/search' and '/zh/search'. */
function handWrittenRoutes(): RouteObject[] {
  return pages.flatMap((p) => {
    const path = `/${p.path.replace(/^\//, '')}`;
    return locales().map((l) => localizePath(path, l)).map((route) => ({
      path: route,
      lazy: async () => {
        const m = await guarded(p.element);
        return { Component: m.default, handle: m.handle };
      },
    }));
  });
}

export function allRoutePaths(): string[] {
  const hand = pages.flatMap((p) => {
    const path = `/${p.path.replace(/^\//, '')}`;
    return locales().map((l) => localizePath(path, l));
  });
  return [...hand, ...contentRoutes.map((r) => r.path), ...locales().map((l) => localizePath('/404', l))];
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    children: [
      {
        id: 'boundary',
        ErrorBoundary: PageBoundary,
        children: [
          ...handWrittenRoutes(),
          ...contentRoutes.map(
            (r): RouteObject => ({
              // Keyed by the route identity, parsed from the path by the one function the build used.
              id: routeKey(parseRoute(r.path, site.docs.versions)),
              path: r.path,
              lazy: async () => {
                const mod = await guarded(r.load);
                // The page a visit starts on hydrates from its prerendered article, unless it runs code of its own; others load their MDX.
                const captured = mod.loadContent ? takeArticle(r.path) : undefined;
                const html = mod.data.live ? undefined : captured;
                const Content = mod.loadContent && html === undefined ? (await guarded(mod.loadContent)).default : undefined;
                return { Component: pageElement(mod, articleBody(Content, html, mod.data.live)), handle: mod.data satisfies PageHandle };
              },
            }),
          ),
          { path: '*', Component: NotFound, handle: { notFound: true } satisfies PageHandle },
        ],
      },
    ],
  },
];
