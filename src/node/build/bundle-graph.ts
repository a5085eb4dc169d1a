import type { Rollup } from 'vite';
import { pageModuleId, VIRTUAL } from '../plugin/virtual-modules.ts';
import { stripLocale } from '../../shared/locales.ts';
import { META_APP, META_SEARCH_APP } from '../../shared/names.ts';

/** 'docs/a/index.html' → '/docs/a'; 'index.html' → '/'. Decodes what the file system keeps raw. */
export function htmlFileToRoute(fileName: string): string {
  const path = '/' + fileName.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** Chunks reachable from `start` through the import edges `edges` picks, in visiting order. */
export function chunkClosure(bundle: Rollup.OutputBundle, start: string[], edges: (c: Rollup.OutputChunk) => string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const name = stack.pop()!;
    const c = bundle[name];
    if (seen.has(name) || !c || c.type !== 'chunk') continue;
    seen.add(name);
    stack.push(...edges(c));
  }
  return seen;
}

const walk = (bundle: Rollup.OutputBundle, start: string, edges: (c: Rollup.OutputChunk) => string[]) => [...chunkClosure(bundle, [start], edges)];

/** Every chunk the browser can reach from the entry, statically or through dynamic imports. */
export function reachableChunks(bundle: Rollup.OutputBundle, entry: string): Set<string> {
  return new Set(walk(bundle, entry, (c) => [...c.imports, ...c.dynamicImports]));
}

/**
 * The modulepreload link for a page's own chunk, unless the HTML loads it already. Its imports
 * (React, the theme) are not preloaded: the first view does not run them, the first use does.
 */
export function preloadTag(chunk: string, html: string, base = '/'): string {
  return html.includes(`${base}${chunk}"`) ? '' : `<link rel="modulepreload" crossorigin href="${base}${chunk}">`;
}

/** What the first use runs: the app's chunk and its static imports that the entry has not loaded already. */
export function appChunks(bundle: Rollup.OutputBundle, entry: string, appModule: string): string[] {
  const app = Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === appModule);
  if (!app) return [];
  const loaded = new Set(walk(bundle, entry, (c) => c.imports));
  return walk(bundle, app.fileName, (c) => c.imports).filter((f) => !loaded.has(f));
}

/** A page chunk's static imports that neither the entry nor the app brings (its locale's sidebar): they run at hydration too. */
export function pageImports(bundle: Rollup.OutputBundle, entry: string, page: string, app: string[]): string[] {
  const have = new Set([...walk(bundle, entry, (c) => c.imports), ...app, page]);
  return walk(bundle, page, (c) => c.imports).filter((f) => !have.has(f));
}

/** Names the app's chunks in the page, so the first view can fetch them when idle without running them. */
export function appMetaTag(chunks: string[], base = '/'): string {
  return chunks.length ? `<meta name="${META_APP}" content="${chunks.map((c) => base + c).join(' ')}">` : '';
}

/**
 * What the first search needs besides the app: the search client and panel chunks (and their
 * imports the app lacks) and the worker script, named in <meta name="entix:search-app">. An idle
 * page fetches this code; the index waits for a press on the box.
 */
export function searchChunks(bundle: Rollup.OutputBundle, entry: string, modules: string[], app: string[]): string[] {
  const have = new Set([...walk(bundle, entry, (c) => c.imports), ...app]);
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk' && modules.includes(c.facadeModuleId ?? ''));
  const js = [...new Set(chunks.flatMap((c) => walk(bundle, c.fileName, (x) => x.imports)))].filter((f) => !have.has(f));
  const worker = Object.keys(bundle).filter((f) => /(^|\/)search\.worker-[^/]+\.js$/.test(f));
  return [...js, ...worker];
}

export function searchMetaTag(files: string[], base = '/'): string {
  return files.length ? `<meta name="${META_SEARCH_APP}" content="${files.map((f) => base + f).join(' ')}">` : '';
}

/** Each route's own chunk (its virtual page module's, or its hand-written page's), and every such chunk. */
export function routePageChunks(bundle: Rollup.OutputBundle, pageFiles: Map<string, string>): { of(route: string): Rollup.OutputChunk | undefined; all: string[] } {
  const byModule = new Map<string, Rollup.OutputChunk>();
  for (const c of Object.values(bundle)) if (c.type === 'chunk' && c.facadeModuleId) byModule.set(c.facadeModuleId, c);
  const handWritten = new Set(pageFiles.values());
  const prefix = `\0${VIRTUAL.page}`;
  return {
    of: (route) => byModule.get(`\0${pageModuleId(route)}`) ?? byModule.get(pageFiles.get(stripLocale(route)) ?? ''),
    all: [...byModule].filter(([id]) => id.startsWith(prefix) || handWritten.has(id)).map(([, c]) => c.fileName),
  };
}
