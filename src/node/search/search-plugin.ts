import type { Plugin, ViteDevServer } from 'vite';
import { join } from 'node:path';
import { locales } from '../../shared/locales.ts';
import type { SearchManifest, SearchSection } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';
import type { PageRecord, SiteModel } from '../content/site-model.ts';
import type { BuildContext } from '../plugin/build-context.ts';
import { searchSections } from './collect.ts';
import { devSearch, type DevSearch } from './dev-server.ts';
import { localeFiles, manifestEntry, pageManifestTags, shardSetHash, withSetHash, type LocaleFiles as OneLocale, type SearchFile } from './emit.ts';
import { loadSynonyms, SYNONYMS_FILE } from './synonyms.ts';
import { rawSections } from './raw-sections.ts';
import { runTsWorker } from '../ts-worker.ts';
import { searchIndexCache } from './index-cache.ts';
import { pipelineVersion } from '../mdx/pipeline-version.ts';

/** By index key (shared/search/index-key.ts). */
type LocaleFiles = Record<string, OneLocale>;

function indexInThread(byKey: Record<string, SearchSection[]>, synonyms: string[][]): LocaleFiles {
  return Object.fromEntries(Object.entries(byKey).map(([k, sections]) => [k, localeFiles(k, sections, synonyms)]));
}

/** Where the index build's code starts: its modules and packages are part of a kept index's key. */
const SEARCH_ENTRIES = ['src/node/search/emit.ts'];

/** Where the dev server serves the index, below the site's base path like everything else. */
export const DEV_PATH = '__entix/search/';

function rawText(page: PageRecord) {
  return page.source ? rawSections(page.source.body) : [];
}

/**
 * Build: after every MDX file compiled, one index per locale from the compiled sections, emitted
 * as hashed assets, with a manifest <meta> in every HTML file. Dev: the same files served from
 * memory, rebuilt from the raw markdown in a worker thread after a content edit (dev-server.ts),
 * and the page told to reload them.
 */
export function searchPlugin(ctx: BuildContext, model: () => SiteModel | undefined): Plugin {
  const opts = {
    root: ctx.root,
    model,
    facts: (absFile: string) => ctx.facts.get(absFile),
    isContent: (file: string) => file.startsWith(`${ctx.contentDir}/`),
    contentDir: ctx.contentDir,
    /** Where built indexes are kept between builds (none: every build indexes). */
    cacheDir: ctx.cacheDir ? join(ctx.cacheDir, 'search') : undefined,
  };
  const synonymsFile = opts.contentDir ? { abs: `${opts.contentDir}/${SYNONYMS_FILE}`, display: `content/${SYNONYMS_FILE}` } : undefined;
  const synonyms = () => (synonymsFile ? loadSynonyms(synonymsFile.abs, synonymsFile.display) : []);
  let dev: DevSearch | undefined;
  let isBuild = false;
  let indexing: Promise<LocaleFiles> | undefined;
  // The site's base path (Vite's `base`, from the site config): index URLs carry it.
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'entix:search',
    enforce: 'post',
    configResolved(config) {
      isBuild = config.command === 'build';
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    // Every MDX file has compiled: index now, before the bundle is written and pages prerendered.
    buildEnd(error) {
      if (!isBuild || error) return;
      const syn = synonyms();
      const byKey = searchSections(opts.model()?.pages ?? [], (p) => (p.source && opts.facts(p.source.abs)?.sections) || rawText(p));
      const indexes = Object.keys(byKey);
      const cache = opts.cacheDir ? searchIndexCache(opts.cacheDir, opts.contentDir ?? opts.root, pipelineVersion(opts.root, SEARCH_ENTRIES, {}).hash) : undefined;
      // An old docs version's index is kept until its own pages (or the blog) change: a 4.x edit re-indexes 4.x alone.
      const keys = Object.fromEntries(indexes.map((k) => [k, cache?.key([k, byKey[k], syn])])) as Record<string, string | undefined>;
      const kept: Partial<LocaleFiles> = {};
      for (const k of indexes) {
        const hit = keys[k] && cache?.get(k, keys[k]);
        if (hit) kept[k] = hit;
      }
      const todo = Object.fromEntries(indexes.filter((k) => !kept[k]).map((k) => [k, byKey[k]!]));
      const built = !Object.keys(todo).length
        ? Promise.resolve({} as LocaleFiles)
        // In a worker thread, while this one bundles and prerenders (ENTIX_SEARCH_WORKER=0: here).
        // With tsx compiling the worker's modules that had cost more than it saved; started from a
        // bundled file (code-bundle.ts) it took a cold build 14.0 → 13.5 s median (6 pairs), +20 MB peak.
        : ctx.pipeline === 'fast' && process.env.ENTIX_SEARCH_WORKER !== '0'
          ? runTsWorker<LocaleFiles>(opts.root, 'src/node/search/index-worker.ts', { byLocale: todo, synonyms: syn }).catch(() => indexInThread(todo, syn))
          : Promise.resolve(indexInThread(todo, syn));
      indexing = built.then((fresh) => {
        for (const [k, files] of Object.entries(fresh)) if (keys[k]) cache?.put(k, keys[k], files);
        return { ...kept, ...fresh } as LocaleFiles;
      });
    },
    // After vite-prerender-plugin rendered the pages, before entix:output writes them.
    generateBundle: { order: 'post', async handler() {
      const files = await indexing!;
      const manifest: SearchManifest = {};
      for (const key of Object.keys(files)) {
        const own = files[key]!;
        const shared = shardSetHash(own);
        const emit = (f: SearchFile) => {
          if (f === own.index) return `${base}${this.getFileName(this.emitFile({ type: 'asset', name: f.name, source: f.source }))}`;
          const fileName = `${assetsDir}/${withSetHash(f.name, shared)}`;
          this.emitFile({ type: 'asset', fileName, source: f.source });
          return `${base}${fileName}`;
        };
        manifest[key] = manifestEntry(own, emit);
      }
      // Not written into each page here: entix:output rewrites every head anyway, and each plugin's
      // pass over the pages moves all of their HTML through Rolldown's bundle again (at 2,000 pages ~2 s).
      ctx.searchManifestTag = pageManifestTags(manifest, ctx.site.docs.versions, (name, source) => `${base}${this.getFileName(this.emitFile({ type: 'asset', name, source }))}`);
    } },
    // After entix:content's hotUpdate (earlier in the plugin list) has rebuilt the model the index reads.
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !opts.isContent(file)) return;
      dev?.edited();
      this.environment.hot.send({ type: 'custom', event: 'entix:search-changed' });
    },
    configureServer(server: ViteDevServer) {
      dev = devSearch({ root: opts.root, pages: () => opts.model()?.pages ?? [], synonyms: synonymsFile, urlBase: `${base}${DEV_PATH}` });
      server.middlewares.use(`${base}${DEV_PATH}`, dev.middleware);
    },
    // The dev server is closing (its plugin container calls this too): its index thread ends with it.
    closeBundle() {
      if (!isBuild) dev?.close();
    },
  };
}
