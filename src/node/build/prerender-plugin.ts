import type { Plugin, Rollup } from 'vite';
import type { PrerenderSession } from './prerender-session.ts';
import { renderKeys } from './prerender-cache.ts';
import { routePageChunks } from './bundle-graph.ts';
import { unrunChunks } from './prerender-chunks.ts';

/**
 * Opens the prerender session before vite-prerender-plugin runs the client bundle inside this Node
 * process (generateBundle, order 'pre'; see the hook order in plugin/index.ts). The MessageChannel
 * ports React's renderer opens are unref'd for the whole build (tune-process.ts).
 */
/**
 * `ownRowOnly`: the routes whose route table row only their own render reads (prerender-cache.ts).
 * `skip` gets the chunks only reused pages run, which vite-prerender-plugin is then not shown (prerender-chunks.ts).
 */
export function prerenderPlugin(session: PrerenderSession, pageFiles: () => Map<string, string>, ownRowOnly?: (path: string) => boolean, skip?: Set<string>): Plugin {
  const close = () => session.close();
  return {
    name: 'entix:prerender',
    apply: 'build',
    config: { order: 'pre', handler: tellSourcemapsOn },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        session.open(pageKeys(bundle, pageFiles(), ownRowOnly));
        skip?.clear();
        const entry = prerenderEntry(bundle);
        if (skip && entry) for (const f of unrunChunks(bundle, entry.fileName, routePageChunks(bundle, pageFiles()).all, session.willReuse)) skip.add(f);
      },
    },
    renderError: close,
    closeBundle: close,
  };
}

/**
 * vite-prerender-plugin turns source maps on for its error frames and, unless the config it saw
 * already had them on, takes the map comment off every chunk once the pages are rendered: it reads
 * each chunk's code from Rolldown and splits it into lines (at 2,000 pages ~4,000 chunks: seconds
 * of one synchronous task and ~500 MB of heap at the build's peak). entix:output turns maps off
 * last (config, order 'post'), so no chunk has a comment to take off: the plugin is told the user
 * wants maps (this hook runs before its own), and skips that pass. ENTIX_SOURCEMAP=1 keeps real ones.
 */
export function tellSourcemapsOn(): { build: { sourcemap: 'hidden' } } {
  return { build: { sourcemap: 'hidden' } };
}

/** Each route's render key, from the chunks its render runs; none without the prerender entry (vite-prerender-plugin finds it the same way). */
function pageKeys(bundle: Rollup.OutputBundle, pageFiles: Map<string, string>, ownRowOnly?: (path: string) => boolean): ((route: string) => string | undefined) | undefined {
  const entry = prerenderEntry(bundle);
  if (!entry) return undefined;
  const pages = routePageChunks(bundle, pageFiles);
  return renderKeys(bundle, { entry: entry.fileName, pageChunk: (route) => pages.of(route)?.fileName, pageChunks: pages.all, salt: process.version, ownRowOnly });
}

/** The chunk that exports `prerender`, found as vite-prerender-plugin finds it. */
function prerenderEntry(bundle: Rollup.OutputBundle): Rollup.OutputChunk | undefined {
  return Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.exports.includes('prerender'));
}
