import type { Plugin, ViteDevServer } from 'vite';
import { compileAheadMin } from '../mdx/compile-ahead.ts';
import { highlightCacheFile, loadHighlightCache, saveHighlightCache } from '../mdx/highlight-cache.ts';
import { highlightPlan, markdownFiles } from '../mdx/highlight-plan.ts';
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { createHash } from 'node:crypto';
import { diskMemo, diskMemoSave, useDiskMemo } from '../content/disk-memo.ts';
import { pruneOtherVersions } from '../cache-dir.ts';
import { pipelineVersion } from '../mdx/pipeline-version.ts';
import { ContentError } from '../content/content-error.ts';
import { locales, localizePath, perLocale } from '../../shared/locales.ts';
import type { Locale } from '../../shared/types.ts';
import { buildSiteModel, type SiteModel } from '../content/site-model.ts';
import { routeOfFileLink } from '../mdx/remark-links.ts';
import { rebaseDocsLink } from '../content/version-links.ts';
import { gitLastUpdates } from '../content/last-update.ts';
import { forgetContentPath, keepContentReads, keptContent, readContent } from '../content/scan.ts';
import { checkLinks } from '../build/link-check.ts';
import { contentFailure, failBuild } from '../build/failure-plugin.ts';
import type { BuildContext } from './build-context.ts';
import { VIRTUAL, RESOLVED_VIRTUAL_ID, VIRTUAL_ID, localesModule, pageAt, pageModule, routesModule, sidebarModule, siteModule } from './virtual-modules.ts';
import { mdxPlugin, type PageCompile } from './mdx-plugin.ts';
import { editKind } from './edit-kind.ts';
import { DevProblems } from './dev-problems.ts';

export interface ContentPluginOptions {
  /** Routes served by hand-written pages, for the link check (locale-free). */
  extraRoutes: () => string[];
}

export interface ContentPlugins {
  /** entix:mdx, then entix:content. */
  plugins: Plugin[];
  /** entix:mdx's compile of one content file (what its transform runs). */
  compile: (file: string, text: string) => Promise<PageCompile>;
  /** The model, rebuilt first if the dev server put that off (a body edit changes only the text search reads). */
  freshModel: () => SiteModel | undefined;
}

/** The modules whose results the text memo keeps: a change to one of them (or their packages) starts it empty. */
const TEXT_MEMO_ENTRIES = ['src/node/content/frontmatter.ts', 'src/node/blog/plain-text.ts'];

/** The site model (`ctx.model`), the virtual modules, the link check, and the dev server's content updates. */
export function contentPlugins(ctx: BuildContext, opts: ContentPluginOptions): ContentPlugins {
  const { root, contentDir, site } = ctx;
  const editLink = (abs: string) => (site.editUrl ? site.editUrl + relative(contentDir, abs).split(sep).join('/') : undefined);
  let model: SiteModel = { pages: [], sidebars: {}, warnings: [], fileRoutes: new Map() };
  let isBuild = false;
  let development = false;
  let devServer: ViteDevServer | undefined;
  const isContent = (file: string) => file.startsWith(contentDir + sep) || file.startsWith(contentDir + '/');
  // Dates come from commits, not saves: one `git log` per build or dev server, not one per save.
  let lastUpdates: Map<string, string> | undefined;
  let cacheFile: string | undefined;
  // Dev server: the code each virtual module was last served with, to tell which ones a save changed.
  const served = new Map<string, string>();
  let livePage: string | undefined;
  const pageSource = (vid: string) => pageAt(model, decodeURIComponent(vid.slice(VIRTUAL.page.length)))?.source?.abs;
  const virtualCode = (vid: string): string | undefined => {
    if (vid === VIRTUAL.routes) return routesModule(model);
    if (vid === VIRTUAL.site) return siteModule(site);
    if (vid === VIRTUAL.locales) return localesModule(site);
    if (vid.startsWith(VIRTUAL.sidebar)) return sidebarModule(model, vid);
    if (!vid.startsWith(VIRTUAL.page)) return undefined;
    const path = decodeURIComponent(vid.slice(VIRTUAL.page.length));
    const source = pageSource(vid);
    const facts = source ? ctx.facts.get(source) : undefined;
    const toc = facts?.headings.filter((h) => h.depth >= 2);
    return pageModule(model, path, { toc, live: facts?.live }, editLink, livePage) ?? `throw new Error(${JSON.stringify(`no page at ${path}`)});`;
  };
  let modelStale = false;
  const devProblems = new DevProblems(root);
  const freshModel = () => {
    if (modelStale) {
      try { load(); } catch (e) { console.error((e as Error).message); }
    }
    return ctx.model;
  };
  const load = () => {
    modelStale = false;
    lastUpdates ??= gitLastUpdates(contentDir);
    model = buildSiteModel({ root, contentDir, lastUpdates, blog: site.blog, docsPath: site.docs.versions[0]!.path, versions: site.docs.versions, drafts: !isBuild });
    ctx.model = model;
  };

  const content: Plugin = {
    name: 'entix:content',
    configResolved(config) {
      isBuild = config.command === 'build';
      development = config.mode === 'development';
    },
    buildStart() {
      ctx.facts.clear();
      if (isBuild) lastUpdates = undefined;
      if (isBuild && ctx.cacheDir) {
        const scope = `text-${createHash('sha256').update(contentDir).digest('hex').slice(0, 12)}-`;
        const file = `${scope}${pipelineVersion(root, TEXT_MEMO_ENTRIES, {}).hash}.json`;
        pruneOtherVersions(ctx.cacheDir, scope, file);
        useDiskMemo(diskMemo(join(ctx.cacheDir, file)));
      }
      // ENTIX_MDX_CACHE=0 (no cacheDir) keeps nothing, highlighted code included; ENTIX_MDX_CACHE=<dir> moves it too.
      cacheFile = ctx.cacheDir ? highlightCacheFile(root, undefined, contentDir, ctx.cacheDir) : undefined;
      for (const [key, html] of cacheFile ? loadHighlightCache(cacheFile) : []) if (!ctx.highlights.html.has(key)) ctx.highlights.html.set(key, html);
      // Only files the compile cache cannot serve get compiled, and only their blocks missing from the highlight cache highlighted.
      const plan = (files: Iterable<string>) => highlightPlan(files, mdx.isCached, (key) => ctx.highlights.html.has(key));
      // The worker takes ~1.4 s to its first blocks and the first compiles wait for them: on a site
      // too small for compile-ahead it starts before the model is built (~0.5 s), from the files on disk.
      const workers = ctx.pipeline === 'fast';
      const files = isBuild && workers ? markdownFiles(contentDir) : [];
      const early = isBuild && workers && files.length < compileAheadMin() ? plan(files) : undefined;
      // A worker thread and its highlighter cost more than highlighting a few files here.
      if (early && early.toHighlight.length > 20) void ctx.ahead.start(root, early.toHighlight, early.keys, cacheFile);
      try {
        load();
      } catch (e) {
        if (!(e instanceof ContentError)) throw e;
        if (isBuild) throw contentFailure(e);
        devProblems.failed(e);
      }
      ctx.warnings.push(...model.warnings);
      if (isBuild && workers && !early) {
        // A large site's worker compiles MDX too once its blocks are done (compile-ahead.ts): the model's pages exactly.
        const { toCompile, toHighlight, keys } = plan(model.pages.flatMap((p) => (p.source ? [p.source.abs] : [])));
        const compile = toCompile.length >= compileAheadMin() ? { files: toCompile, claims: ctx.ahead.compiled.table(toCompile), routes: [...model.fileRoutes], versions: site.docs.versions, publicDir: resolve(root, 'public'), development } : undefined;
        if (toHighlight.length > 20 || compile) void ctx.ahead.start(root, toHighlight, keys, cacheFile, compile);
      }
    },
    resolveId: { filter: { id: VIRTUAL_ID }, handler(id) {
      if (id === VIRTUAL.routes || id === VIRTUAL.site || id === VIRTUAL.locales || id.startsWith(VIRTUAL.page) || id.startsWith(VIRTUAL.sidebar)) return `\0${id}`;
      return undefined;
    } },
    load: { filter: { id: RESOLVED_VIRTUAL_ID }, async handler(id) {
      const vid = id.slice(1);
      // The dev server shows an open content problem in the overlay of a page opened meanwhile, as the build would fail on it.
      const pending = devServer && vid === VIRTUAL.routes ? devProblems.pending() : undefined;
      if (pending) throw pending;
      const source = vid.startsWith(VIRTUAL.page) ? pageSource(vid) : undefined;
      // The outline comes from compiling the article, so compile it first (cached when it was).
      // Vite's dev server reads files only in its request pipeline, not in this.load.
      if (source && devServer) await devServer.transformRequest(`/${relative(root, source)}`);
      else if (source) await this.load({ id: source });
      const code = virtualCode(vid);
      if (devServer && code !== undefined) served.set(vid, code);
      return code;
    } },
    buildEnd(error) {
      if (!isBuild || error) {
        useDiskMemo(undefined);
        return;
      }
      diskMemoSave();
      // Only the blocks this build used, so the cache does not grow with every edit.
      if (cacheFile) saveHighlightCache(cacheFile, [...ctx.highlights.used].flatMap((k) => { const html = ctx.highlights.html.get(k); return html === undefined ? [] : [[k, html] as [string, string]]; }));
      const extra = opts.extraRoutes().flatMap((r) => locales().map((l) => localizePath(r, l)));
      const { errors, warnings } = checkLinks({ pages: model.pages, extraRoutes: extra, facts: (f) => ctx.facts.get(f) });
      ctx.warnings.push(...warnings);
      if (errors.length) throw failBuild(ctx.failure, contentFailure(new ContentError(errors)));
    },
    configureServer(server: ViteDevServer) {
      devServer = server;
      livePage = resolve(root, 'src/client/router/live-page.ts');
      keepContentReads(true);
      server.watcher.add(contentDir);
      server.httpServer?.once('listening', () => setTimeout(() => void mdx.warm(), 0));
    },
    // A save re-reads that one file and rebuilds the model; route chunks whose data or sidebar changed
    // (a title, a label, the outline) update in place through HMR (live-page.ts). Only a change to the
    // route list (a page added, removed or moved) reloads the page.
    async hotUpdate({ file, type, modules }) {
      if (this.environment.name !== 'client' || !isContent(file)) return undefined;
      const before = keptContent(file);
      forgetContentPath(file, type !== 'update');
      const after = type === 'update' && existsSync(file) ? readContent(file) : undefined;
      const edit = editKind(before, after, /\.mdx?$/.test(file) && relative(contentDir, file).split(sep)[1] !== 'blog');
      // A body edit changes no route data, only the text search reads (rebuilt when it asks,
      // freshModel); one that leaves headings alone is for MDX HMR alone to show.
      if (edit !== 'model') modelStale = true;
      if (edit === 'body') return undefined;
      const graph = this.environment.moduleGraph;
      // Every served virtual module again, and the page with them.
      const reloadAll = () => {
        for (const vid of served.keys()) {
          const m = graph.getModuleById(`\0${vid}`);
          if (m) graph.invalidateModule(m);
        }
        served.clear();
        this.environment.hot.send({ type: 'full-reload' });
        return [];
      };
      if (/\.mdx?$/.test(file) && modules.length) {
        // Compiled now for its outline (a new heading changes the route's TOC); the browser's
        // request for the new module is then served from the compile cache.
        for (const m of modules) graph.invalidateModule(m);
        await this.environment.transformRequest(`/${relative(root, file)}`).catch(() => undefined);
      }
      if (edit !== 'outline') {
        try {
          load();
        } catch (e) {
          if (!(e instanceof ContentError)) { console.error((e as Error).message); return undefined; }
          // Shown as a build would fail on it, in the terminal and the overlay; the page keeps the last good model.
          this.environment.hot.send({ type: 'error', err: devProblems.failed(e) });
          return [];
        }
        if (devProblems.recovered()) return reloadAll();
      }
      const stale = [...served].filter(([vid, code]) => virtualCode(vid) !== code).map(([vid]) => vid);
      if (!stale.length) return undefined;
      if (stale.includes(VIRTUAL.routes)) return reloadAll();
      for (const vid of stale) served.delete(vid);
      return [...modules, ...stale.flatMap((vid) => graph.getModuleById(`\0${vid}`) ?? [])];
    },
  };

  const mdx = mdxPlugin(ctx, {
    isContent,
    links: { resolveFile: (from, target) => routeOfFileLink(model.fileRoutes, from, target), rebase: (from, url) => rebaseDocsLink(from, url, site.docs.versions) },
  });
  return { plugins: [mdx, content], compile: mdx.compile, freshModel };
}

