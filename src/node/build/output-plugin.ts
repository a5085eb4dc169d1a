import type { BuildContext } from '../plugin/build-context.ts';
import type { Plugin, Rollup } from 'vite';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { VIRTUAL } from '../plugin/virtual-modules.ts';
import { normalizeRoute } from '../../shared/route-path.ts';
import type { PrerenderSession } from './prerender-session.ts';
import { diskPath } from './output-path.ts';
import { routePageChunks, appChunks, appMetaTag, pageImports, htmlFileToRoute, reachableChunks, preloadTag, searchChunks, searchMetaTag } from './bundle-graph.ts';
import { notFoundFiles } from './not-found.ts';
import { inlineStylesheets } from './inline-css.ts';
import type { TwinStore } from '../markdown/twin-store.ts';

const PAGE_PREFIX = `\0${VIRTUAL.page}`;
const NOT_FOUND = /(^|\/)404\/index\.html$/;

export interface OutputPluginOptions {
  clientEntry: string;
  /** The app module the entry imports on first use (src/client/main.tsx). */
  appModule: string;
  /** Hand-written page modules by locale-free route, for their modulepreload. */
  pageFiles: () => Map<string, string>;
  /** Holds the prerendered bodies that vite-prerender-plugin's pages get. */
  session: PrerenderSession;
  /** The search client and panel modules (src/client/search/client.ts, SearchPanel.tsx), fetched at idle with the worker. */
  searchModules: string[];
  /** The site's base path ('/' or '/entix/'): preload and app-chunk URLs, the root 404's locale check. */
  base: string;
  /** Makes each written page's Markdown twin, and writes them with the llms files (markdown/twin-store.ts). */
  twins?: TwinStore;
}

/**
 * Last steps of the build: each prerendered HTML file inlines the stylesheet and preloads its own route chunk, chunks only
 * the prerenderer used are dropped, 404.html sits at the root, and dist/ is swapped in whole.
 */
export function outputPlugin(ctx: BuildContext, opts: OutputPluginOptions): Plugin {
  // The final output folder: the build writes beside it and swaps in only when complete.
  const { outDir } = ctx;
  const staging = `${outDir}.partial`;
  let ok = false;
  return {
    name: 'entix:output',
    apply: 'build',
    enforce: 'post',
    // Last of every plugin's config hook: see sourcemap below.
    config: { order: 'post', handler() {
      return {
        // The search worker is a Rolldown build of its own: its timing block goes too.
        worker: { rolldownOptions: { checks: { bundlerTimings: false } } },
        build: {
          // vite-prerender-plugin turns sourcemaps on (in its config hook, hence this one's order) for its
          // error frames and deletes them after: ~300 maps made and remapped for nothing, each build.
          // Set here, not once resolved: each environment resolves its own copy. ENTIX_SOURCEMAP=1 keeps them.
          sourcemap: !!process.env.ENTIX_SOURCEMAP,
          outDir: staging,
          emptyOutDir: true,
          // Rolldown's [PLUGIN_TIMINGS] block reads like a problem to a writer; the reporter gives the phases.
          // Every page chunk's name is listed in the route manifest that each first view loads: keep it short.
          rolldownOptions: { checks: { bundlerTimings: false }, output: { chunkFileNames: (c: { facadeModuleId: string | null }) => (c.facadeModuleId?.startsWith(PAGE_PREFIX) ? 'assets/p-[hash].js' : /\.mdx?$/.test(c.facadeModuleId ?? '') ? 'assets/c-[hash].js' : 'assets/[name]-[hash].js') } },
          // …and without a preload list per page: its few deps are shared and already loaded, and links prefetch.
          // Every browser the site supports knows modulepreload: the polyfill would be one more request before the first paint.
          modulePreload: { polyfill: false, resolveDependencies: (url: string, deps: string[], host: { hostType: string }) => (host.hostType === 'js' && /(^|\/)p-[^/]+\.js$/.test(url) ? [] : deps) },
        },
      };
    } },
    // After vite-prerender-plugin, which needs the prerender chunks and emits the HTML.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === opts.clientEntry);
      if (!entry) this.error(`client entry ${opts.clientEntry} not found in the bundle: ${chunks.filter((c) => c.isEntry).map((c) => c.facadeModuleId).join(', ')}`);
      const live = reachableChunks(bundle, entry.fileName);
      for (const c of chunks) if (!live.has(c.fileName)) delete bundle[c.fileName];
      const pageChunks = routePageChunks(bundle, opts.pageFiles());
      const app = appChunks(bundle, entry.fileName, opts.appModule);
      const searchTag = searchMetaTag(searchChunks(bundle, entry.fileName, opts.searchModules, app), opts.base);
      // What other plugins put in every page's head (entix:search's manifest <meta>), written here with ours in one pass.
      const pageHead = ctx.searchManifestTag;
      const css = (fileName: string) => { const a = bundle[fileName]; return a?.type === 'asset' ? String(a.source) : undefined; };
      // By name, not over Object.values(bundle): that array would hold every page's HTML, read from
      // Rolldown as each page is reached, until the last page (~170 MB at 2,000 pages).
      for (const name of Object.keys(bundle)) {
        const asset = bundle[name]!;
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.html')) continue;
        // Decoded: the file name is the URL's percent-encoded path, the page chunks are keyed by the route as written.
        const route = normalizeRoute(htmlFileToRoute(asset.fileName));
        // The head first, while the page is the template's size; its body goes in last, in one copy.
        let html = String(asset.source);
        const chunk = pageChunks.of(route);
        // The page chunk's imports (its locale's sidebar) run at hydration too: fetched at idle with the app.
        const appTag = appMetaTag([...app, ...(chunk ? pageImports(bundle, entry.fileName, chunk.fileName, app) : [])], opts.base);
        html = inlineStylesheets(html, opts.base, css).replace('</head>', `${pageHead(route)}${appTag}${searchTag}${chunk ? preloadTag(chunk.fileName, html, opts.base) : ''}</head>`);
        let page: Buffer;
        try {
          page = opts.session.place(html, route, asset.fileName);
        } catch (e) {
          this.error((e as Error).message);
        }
        // Written now and dropped from the bundle, so the bundle never holds every page at once
        // (the 404 pages stay: the root 404.html is made from them below).
        if (NOT_FOUND.test(asset.fileName)) asset.source = page;
        else {
          opts.twins?.add(route, page);
          const path = join(staging, diskPath(asset.fileName));
          mkdirSync(dirname(path), { recursive: true });
          writeFileSync(path, page);
          delete bundle[asset.fileName];
        }
      }
      for (const [fileName, source] of Object.entries(notFoundFiles(bundle, opts.base))) this.emitFile({ type: 'asset', fileName, source });
      // Written as the pages are, not emitted: ~600 more assets would pass through the bundle for nothing.
      const made = new Set<string>();
      opts.twins?.finish((fileName, text) => {
        const path = join(staging, fileName);
        // Most twins sit in a folder a page made: one mkdir per folder, not per file.
        if (!made.has(dirname(path))) mkdirSync(dirname(path), { recursive: true });
        made.add(dirname(path));
        writeFileSync(path, text);
      });
    } },
    writeBundle() {
      ok = true;
    },
    closeBundle() {
      if (!ok) {
        rmSync(staging, { recursive: true, force: true });
        return;
      }
      // The old site is moved aside and deleted by a process of its own: removing ~1,000 files took
      // half a second of every build, after the new site was complete.
      const old = existsSync(outDir) ? `${outDir}.old-${process.pid}-${Date.now()}` : undefined;
      if (old) renameSync(outDir, old);
      renameSync(staging, outDir);
      // With any an earlier build left behind (its process could not start, or the machine stopped).
      const prefix = `${basename(outDir)}.old-`;
      const leftovers = readdirSync(dirname(outDir)).filter((f) => f.startsWith(prefix)).map((f) => join(dirname(outDir), f));
      if (leftovers.length) removeInBackground(leftovers);
      ctx.writtenDir = outDir;
    },
  };
}

/** Deletes folders in a process of its own, which this one does not wait for; one that cannot start leaves them to the next build. */
function removeInBackground(dirs: string[]): void {
  const script = `for (const d of ${JSON.stringify(dirs)}) require('node:fs').rmSync(d, { recursive: true, force: true })`;
  // A spawn failure arrives as an 'error' event, which would otherwise end the build.
  spawn(process.execPath, ['-e', script], { detached: true, stdio: 'ignore' }).on('error', () => undefined).unref();
}
