import type { Plugin, ViteDevServer } from 'vite';
import type { BuildContext } from '../plugin/build-context.ts';
import type { RenderedPage } from '../../shared/prerender-host.ts';
import { stripBase } from '../../shared/base-path.ts';
import { twinPath } from '../../shared/markdown-twin.ts';
import { allLocalePaths } from '../../shared/locales.ts';
import { twinOf } from './twin-store.ts';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A rendered page as the written page would read to twin.ts: its head's tags, then its body. */
export function pageHtml(page: RenderedPage): string {
  const tags = [...page.head.elements].map((e) => `<${e.type}${Object.entries(e.props).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('')}>`);
  return `<head><title>${escapeAttr(page.head.title)}</title>${tags.join('')}</head><body>${page.html}</body>`;
}

/**
 * The dev server answers a page's `.md` URL with the page's twin, rendered then and there through
 * the same prerender entry the build runs (in Vite's SSR module graph, so an edit is in the next
 * answer), and converted as the build converts it.
 */
/** `handWritten`: the locale-free routes of src/client/pages ('/', '/search'). */
export function devTwinsPlugin(ctx: BuildContext, prerenderEntry: string, handWritten: () => string[]): Plugin {
  let server: ViteDevServer | undefined;
  /** Each known route by its twin's path; rebuilt per request, as the model changes on save. */
  const routeOf = (path: string, extra: string[]) => {
    for (const route of [...(ctx.model?.pages.map((p) => p.path) ?? []), ...extra]) if (twinPath(route) === path) return route;
    return undefined;
  };
  return {
    name: 'entix:dev-twins',
    apply: 'serve',
    configureServer(s) {
      server = s;
      s.middlewares.use((req, res, next) => {
        const path = stripBase(ctx.site.base ?? '/', (req.url ?? '').split('?')[0]!);
        if (!path?.endsWith('.md') || !server) return next();
        const route = routeOf(decodeURI(path), handWritten().flatMap((r) => Object.values(allLocalePaths(r))));
        if (!route) return next();
        server.ssrLoadModule(prerenderEntry)
          .then(async (mod) => {
            const page = await (mod as { renderPage(url: string): Promise<RenderedPage> }).renderPage(route);
            const twin = twinOf(ctx, route, pageHtml(page));
            if (twin === undefined) return next();
            res.setHeader('content-type', 'text/markdown; charset=utf-8');
            res.end(twin);
          })
          .catch((e: unknown) => next(e));
      });
    },
  };
}

