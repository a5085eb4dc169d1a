import type { Plugin } from 'vite';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cacheDirFromEnv } from '../cache-dir.ts';
import { prerenderCache } from '../build/prerender-cache.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { contentPlugins } from './content-plugin.ts';
import { createBuildContext, displayOfFile, displayOfRoute } from './build-context.ts';
import { filterPrerenderPlugins } from './hook-filters.ts';
import { pipelineKind, type PagePipeline, type PipelineKind } from '../pipeline/page-pipeline.ts';
import { outputPlugin } from '../build/output-plugin.ts';
import { createTwinStore, twinsEnabled } from '../markdown/twin-store.ts';
import { devTwinsPlugin } from '../markdown/dev-twins.ts';
import { createReporter } from '../build/reporter.ts';
import { prerenderPlugin } from '../build/prerender-plugin.ts';
import { createPrerenderSession } from '../build/prerender-session.ts';
import { blogFeedsPlugin } from '../blog/feeds-plugin.ts';
import { searchPlugin } from '../search/search-plugin.ts';
import { siteFilesPlugin } from '../build/site-files-plugin.ts';
import { failurePlugin } from '../build/failure-plugin.ts';
import { unresolvedImportsPlugin } from '../build/unresolved-imports.ts';
import { siteConfigWatch } from './site-config-watch.ts';
import { parseRoute } from '../../shared/route-id.ts';
import { isPagePath } from '../../shared/route-path.ts';

export interface EntixSiteOptions {
  root: string;
  contentDir: string;
  outDir: string;
  site: SiteConfig;
  /** The file the site config came from: the dev server restarts when it changes. */
  siteFile?: string;
  /** The compile and render path (pipeline/page-pipeline.ts); default ENTIX_PIPELINE, else fast. */
  pipeline?: PipelineKind;
}

/** Hand-written pages by locale-free route, from src/client/pages (what vite-plugin-pages routes). */
function handWrittenPages(root: string): Map<string, string> {
  const dir = resolve(root, 'src/client/pages');
  const map = new Map<string, string>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.tsx') || f.includes('.test.')) continue;
    const name = f.replace(/\.tsx$/, '');
    const route = name === 'index' ? '/' : `/${name}`;
    map.set(route, resolve(dir, f));
  }
  return map;
}

/**
 * Our plugins, to go before @vitejs/plugin-react, vite-plugin-pages and vite-prerender-plugin
 * (vite.config.ts). What they share is one BuildContext made here (build-context.ts) and handed to
 * the factories that read or write it; process tuning is the build entry's (tune-process.ts). The build's order where it matters, by hook:
 * - config: entix:prerender (order 'pre') shows vite-prerender-plugin source maps on, so it skips
 *   its pass over every chunk; entix:output (order 'post') turns them off, last.
 * - transform: entix:mdx (enforce 'pre') compiles MDX before React's plugin sees it.
 * - generateBundle: entix:prerender and entix:reporter (order 'pre') open the prerender session;
 *   vite-prerender-plugin (enforce 'post', no order) renders every page through it and emits the
 *   HTML; then, both enforce and order 'post' and so in this array's order, entix:search emits the
 *   index and puts its manifest tag in the context, and entix:output writes each page (head tags, body) and
 *   prunes chunks.
 * - closeBundle: entix:prerender closes the session; entix:output swaps dist/ in; entix:reporter
 *   (order 'post') prints the summary of what was swapped in.
 */
/** What vite.config.ts places: our plugins first, and vite-prerender-plugin's wrapped last (prerender). */
export interface EntixSite {
  plugins: Plugin[];
  /** vite-prerender-plugin's plugins with their hooks filtered and their error noted for entix:failure (hook-filters.ts). */
  prerender(plugins: Plugin[]): Plugin[];
}

export function entixSite(options: EntixSiteOptions): EntixSite {
  const pipeline = pipelineKind(options.pipeline);
  const cacheBase = pipeline === 'plain' ? undefined : cacheDirFromEnv(options.root) || undefined;
  const ctx = createBuildContext({ root: options.root, contentDir: options.contentDir, outDir: options.outDir, site: options.site, cacheDir: cacheBase, pipeline });
  const pageFiles = () => handWrittenPages(options.root);
  const exitAfter = process.env.ENTIX_TEST_WORKER_EXIT_AFTER;
  const session = createPrerenderSession({
    cache: cacheBase ? prerenderCache(join(cacheBase, 'prerender'), options.contentDir) : undefined,
    renderAhead: pipeline === 'fast' && process.env.ENTIX_PRERENDER_WORKER !== '0',
    workerExitAfter: exitAfter ? Number(exitAfter) : undefined,
    onPage: (url) => reporter.page(url),
    onWarning: (message) => reporter.warn(message),
  });
  const reporter = createReporter(ctx, () => session);
  const content = contentPlugins(ctx, { extraRoutes: () => [...pageFiles().keys()] });
  // The one compile and render path (fast or plain) the plugins go through.
  const pages: PagePipeline = { kind: pipeline, compile: content.compile, render: session };
  const modelPages = () => ctx.model?.pages ?? [];
  // Filled by entix:prerender, read by vite-prerender-plugin's wrapper: the chunks no render of this build runs.
  const unrun = new Set<string>();
  const plugins = [
    siteConfigWatch(options.siteFile),
    ...content.plugins,
    searchPlugin(ctx, content.freshModel),
    outputPlugin(ctx, { clientEntry: resolve(options.root, 'index.html'), appModule: resolve(options.root, 'src/client/main.tsx'), searchModules: ['client.ts', 'SearchPanel.tsx'].map((f) => resolve(options.root, 'src/client/search', f)), pageFiles, session: pages.render, base: options.site.base ?? '/', twins: twinsEnabled() ? createTwinStore(ctx) : undefined }),
    blogFeedsPlugin(modelPages, options.site),
    siteFilesPlugin({ site: options.site, pages: modelPages, handWritten: () => [...pageFiles().keys()] }),
    reporter.plugin,
    devTwinsPlugin(ctx, resolve(options.root, 'src/client/prerender.tsx'), () => [...pageFiles().keys()]),
    // A docs page's route (not a dotted one, which isPagePath looks up) is read by its own render only:
    // a page added to one docs version leaves the other versions' pages in the prerender cache.
    prerenderPlugin(pages.render, pageFiles, (path) => parseRoute(path, ctx.site.docs.versions).section === 'docs' && isPagePath(path), unrun),
    unresolvedImportsPlugin({ root: options.root, display: (abs) => displayOfFile(ctx, abs), failure: ctx.failure }),
    failurePlugin(ctx.failure, (route) => displayOfRoute(ctx, route)),
  ];
  return { plugins, prerender: (prerender) => filterPrerenderPlugins(prerender, ctx.failure, unrun) };
}
