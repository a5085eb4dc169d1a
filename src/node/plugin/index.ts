import type { Plugin } from 'vite';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cacheDirFromEnv } from '../cache-dir.ts';
import { prerenderCache } from '../build/prerender-cache.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { contentPlugins, type BuildReport } from './content-plugin.ts';
import { outputPlugin } from '../build/output-plugin.ts';
import { createReporter } from '../build/reporter.ts';
import { prerenderPlugin } from '../build/prerender-plugin.ts';
import { createPrerenderSession } from '../build/prerender-session.ts';
import { blogFeedsPlugin } from '../blog/feeds-plugin.ts';
import { searchPlugin } from '../search/search-plugin.ts';
import { compiledFacts } from '../mdx/registry.ts';
import { siteFilesPlugin } from '../build/site-files-plugin.ts';
import { failurePlugin } from '../build/failure-plugin.ts';
import { unresolvedImportsPlugin } from '../build/unresolved-imports.ts';
import { leanHeap } from '../build/lean-heap.ts';
import { quickExit } from '../build/quick-exit.ts';

export interface EntixSiteOptions {
  root: string;
  contentDir: string;
  outDir: string;
  site: SiteConfig;
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
 * (vite.config.ts). The build's order where it matters, by hook:
 * - config: entix:prerender (order 'pre') shows vite-prerender-plugin source maps on, so it skips
 *   its pass over every chunk; entix:output (order 'post') turns them off, last.
 * - transform: entix:mdx (enforce 'pre') compiles MDX before React's plugin sees it.
 * - generateBundle: entix:prerender and entix:reporter (order 'pre') open the prerender session;
 *   vite-prerender-plugin (enforce 'post', no order) renders every page through it and emits the
 *   HTML; then, both enforce and order 'post' and so in this array's order, entix:search emits the
 *   index and hands over its manifest tag, and entix:output writes each page (head tags, body) and
 *   prunes chunks.
 * - closeBundle: entix:prerender closes the session; entix:output swaps dist/ in; entix:reporter
 *   (order 'post') prints the summary of what was swapped in.
 */
export function entixSite(options: EntixSiteOptions): Plugin[] {
  const report: BuildReport = { warnings: [], compiled: 0, cached: 0 };
  const cacheBase = cacheDirFromEnv(options.root);
  const pageFiles = () => handWrittenPages(options.root);
  const exitAfter = process.env.ENTIX_TEST_WORKER_EXIT_AFTER;
  const session = createPrerenderSession({
    cache: cacheBase ? prerenderCache(join(cacheBase, 'prerender'), options.contentDir) : undefined,
    renderAhead: process.env.ENTIX_PRERENDER_WORKER !== '0',
    workerExitAfter: exitAfter ? Number(exitAfter) : undefined,
    onPage: (url) => reporter.page(url),
    onWarning: (message) => reporter.warn(message),
  });
  const reporter = createReporter(report, () => session);
  let searchManifestTag = '';
  return [
    { name: 'entix:lean-heap', apply: 'build', config: leanHeap },
    { name: 'entix:quick-exit', apply: 'build', buildStart: quickExit },
    ...contentPlugins({ root: options.root, contentDir: options.contentDir, site: options.site, report, extraRoutes: () => [...pageFiles().keys()], cacheDir: cacheBase || undefined }),
    searchPlugin({ root: options.root, model: () => report.freshModel?.() ?? report.model, facts: (f) => compiledFacts.get(f), isContent: (f) => f.startsWith(`${options.contentDir}/`), contentDir: options.contentDir, cacheDir: cacheBase ? join(cacheBase, 'search') : undefined, onManifestTag: (tag) => (searchManifestTag = tag) }),
    outputPlugin({ outDir: options.outDir, clientEntry: resolve(options.root, 'index.html'), appModule: resolve(options.root, 'src/client/main.tsx'), searchModules: ['client.ts', 'SearchPanel.tsx'].map((f) => resolve(options.root, 'src/client/search', f)), pageFiles, session, base: options.site.base ?? '/', pageHead: () => searchManifestTag, onDone: (dir) => report.outDir = dir }),
    blogFeedsPlugin(() => report.model?.pages ?? [], options.site),
    siteFilesPlugin({ site: options.site, pages: () => report.model?.pages ?? [], handWritten: () => [...pageFiles().keys()] }),
    reporter.plugin,
    prerenderPlugin(session, pageFiles),
    unresolvedImportsPlugin({ root: options.root, display: (abs) => report.model?.pages.find((p) => p.source?.abs === abs)?.source?.display }),
    failurePlugin((route) => report.model?.pages.find((p) => p.path === route)?.source?.display),
  ];
}
