import type { Plugin, ViteDevServer } from 'vite';
import { highlightAhead } from '../mdx/highlight-ahead.ts';
import { highlightCacheFile, loadHighlightCache, saveHighlightCache } from '../mdx/highlight-cache.ts';
import { highlighted, highlightUsed } from '../mdx/rehype-code.ts';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { ContentError, type ContentProblem } from '../content/content-error.ts';
import { LOCALES, localizePath, perLocale } from '../../shared/locales.ts';
import type { Locale } from '../../shared/types.ts';
import { buildSiteModel, resolveFileLink, type SiteModel } from '../content/site-model.ts';
import { gitLastUpdates } from '../content/last-update.ts';
import { checkLinks } from '../build/link-check.ts';
import { CONTENT_FAILURE, failBuild } from '../build/failure-plugin.ts';
import { compiledFacts } from '../mdx/registry.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { VIRTUAL, pageModule, routesModule, sidebarModule } from './virtual-modules.ts';
import { mdxPlugin } from './mdx-plugin.ts';

export interface ContentPluginOptions {
  root: string;
  contentDir: string;
  /** Validated (src/node/config.ts). */
  site: SiteConfig;
  /** Routes served by hand-written pages, for the link check (locale-free). */
  extraRoutes: () => string[];
  report: BuildReport;
}

export interface BuildReport {
  model?: SiteModel;
  warnings: ContentProblem[];
  compiled: number;
  /** MDX files the compile cache served (not counted in `compiled`). */
  cached: number;
  outDir?: string;
}

/** A build error whose message is the writer-facing text, without a JS stack (the bundler prints a stack that only repeats the message once). */
function contentFailure(e: ContentError): Error {
  const err = new Error(`${CONTENT_FAILURE}\n${e.message}`);
  err.stack = `${err.name}: ${err.message}`;
  return err;
}

export function contentPlugins(opts: ContentPluginOptions): Plugin[] {
  const { root, contentDir, report } = opts;
  const site = opts.site;
  const editLink = (abs: string) => (site.editUrl ? site.editUrl + relative(contentDir, abs).split(sep).join('/') : undefined);
  let model: SiteModel = { pages: [], sidebars: perLocale(() => []), warnings: [], fileRoutes: new Map() };
  let isBuild = false;
  let devServer: ViteDevServer | undefined;
  const isContent = (file: string) => file.startsWith(contentDir + sep) || file.startsWith(contentDir + '/');
  // Dates come from commits, not saves: one `git log` per build or dev server, not one per save.
  let lastUpdates: Map<string, string> | undefined;
  let cacheFile: string | undefined;
  const load = () => {
    lastUpdates ??= gitLastUpdates(contentDir);
    model = buildSiteModel({ root, contentDir, lastUpdates, blog: site.blog });
    report.model = model;
  };

  const content: Plugin = {
    name: 'entix:content',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    buildStart() {
      compiledFacts.clear();
      if (isBuild) lastUpdates = undefined;
      try {
        load();
      } catch (e) {
        if (!(e instanceof ContentError)) throw e;
        if (isBuild) throw contentFailure(e);
        console.error(e.message);
      }
      report.warnings.push(...model.warnings);
      cacheFile = highlightCacheFile(root, undefined, contentDir);
      for (const [key, html] of loadHighlightCache(cacheFile)) if (!highlighted.has(key)) highlighted.set(key, html);
      if (isBuild) {
        // Only files the compile cache cannot serve get compiled, and so highlighted.
        const uncached = new Set(model.pages.flatMap((p) => (p.source && !mdx.isCached(p.source.abs, readFileSync(p.source.abs, 'utf8')) ? [p.source.abs] : [])));
        if (uncached.size) void highlightAhead(root, [...uncached], cacheFile);
      }
    },
    resolveId(id) {
      if (id === VIRTUAL.routes || id === VIRTUAL.site || id.startsWith(VIRTUAL.page) || id.startsWith(VIRTUAL.sidebar)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:entix/')) return undefined;
      const vid = id.slice(1);
      if (vid === VIRTUAL.routes) return routesModule(model);
      if (vid === VIRTUAL.site) return `export default ${JSON.stringify(site)};`;
      if (vid.startsWith(VIRTUAL.sidebar)) return sidebarModule(model, vid.slice(VIRTUAL.sidebar.length) as Locale);
      if (vid.startsWith(VIRTUAL.page)) {
        const path = decodeURIComponent(vid.slice(VIRTUAL.page.length));
        const source = model.pages.find((p) => p.path === path)?.source?.abs;
        // The outline comes from compiling the article, so compile it first (cached when it was).
        // Vite's dev server reads files only in its request pipeline, not in this.load.
        if (source && devServer) await devServer.transformRequest(`/${relative(root, source)}`);
        else if (source) await this.load({ id: source });
        const toc = source ? compiledFacts.get(source)?.headings.filter((h) => h.depth >= 2) : undefined;
        return pageModule(model, path, toc, editLink) ?? `throw new Error(${JSON.stringify(`no page at ${path}`)});`;
      }
      return undefined;
    },
    buildEnd(error) {
      if (!isBuild || error) return;
      // Only the blocks this build used, so the cache does not grow with every edit.
      if (cacheFile) saveHighlightCache(cacheFile, [...highlightUsed].flatMap((k) => { const html = highlighted.get(k); return html === undefined ? [] : [[k, html] as [string, string]]; }));
      const extra = opts.extraRoutes().flatMap((r) => LOCALES.map((l) => localizePath(r, l)));
      const { errors, warnings } = checkLinks({ pages: model.pages, extraRoutes: extra, facts: (f) => compiledFacts.get(f) });
      report.warnings.push(...warnings);
      if (errors.length) throw failBuild(contentFailure(new ContentError(errors)));
    },
    configureServer(server: ViteDevServer) {
      devServer = server;
      server.watcher.add(contentDir);
      // Structure changes (new file, frontmatter, _category_.json) change sidebars and routes:
      // rebuild the model and reload. Body edits go through normal MDX HMR.
      const refresh = () => {
        const before = shapeOf(model);
        try { load(); } catch (e) { console.error((e as Error).message); return; }
        if (shapeOf(model) === before) return;
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0virtual:entix/')) server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      };
      const onFs = (file: string) => { if (isContent(file)) refresh(); };
      server.watcher.on('add', onFs);
      server.watcher.on('unlink', onFs);
      server.watcher.on('change', onFs);
    },
  };

  const mdx = mdxPlugin({
    root,
    isContent,
    links: { resolveFile: (from, target) => resolveFileLink(model, from, target) },
    onCompiled: (file, outlineChanged, cached) => {
      if (cached) report.cached++;
      else report.compiled++;
      // New or renamed headings change the route's data (its TOC): reload the page with fresh data.
      if (outlineChanged && devServer) {
        for (const mod of devServer.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(`\0${VIRTUAL.page}`)) devServer.moduleGraph.invalidateModule(mod);
        }
        devServer.ws.send({ type: 'full-reload' });
      }
    },
  });
  return [mdx, content];
}

function shapeOf(model: SiteModel): string {
  return JSON.stringify([model.pages.map((p) => p.data), model.sidebars]);
}
