import type { Rollup } from 'vite';
import { chunkClosure } from './bundle-graph.ts';
import { VIRTUAL } from '../plugin/virtual-modules.ts';

const PAGE_MODULE = `\0${VIRTUAL.page}`;

/**
 * The chunks no render of this build runs: those only the pages taken from the prerender cache
 * import (their page chunk, their article). vite-prerender-plugin writes every chunk to its folder,
 * one awaited write each, before it renders a page: with ten docs versions that is thousands of
 * files for the three pages an edit renders again. Rendering a route runs the entry's chunks and its
 * own page chunk's (prerender-cache.ts, renderKeys); a hand-written page's chunk is always kept.
 */
export function unrunChunks(bundle: Rollup.OutputBundle, entry: string, pageChunks: Iterable<string>, reused: (route: string) => boolean): Set<string> {
  const pages = new Set(pageChunks);
  const edges = (c: Rollup.OutputChunk) => [...c.imports, ...c.dynamicImports.filter((f) => !pages.has(f))];
  const run = [entry];
  const notRun: string[] = [];
  for (const file of pages) {
    const c = bundle[file];
    const id = c?.type === 'chunk' ? c.facadeModuleId : undefined;
    const route = id?.startsWith(PAGE_MODULE) ? decodeURIComponent(id.slice(PAGE_MODULE.length)) : undefined;
    (route !== undefined && reused(route) ? notRun : run).push(file);
  }
  if (!notRun.length) return new Set();
  const kept = chunkClosure(bundle, run, edges);
  return new Set([...chunkClosure(bundle, notRun, edges)].filter((f) => !kept.has(f)));
}

/** The bundle without `skip`'s entries: what vite-prerender-plugin is shown (it reads chunks, adds pages through emitFile). */
export function withoutChunks(bundle: Rollup.OutputBundle, skip: Set<string>): Rollup.OutputBundle {
  return skip.size ? Object.fromEntries(Object.entries(bundle).filter(([f]) => !skip.has(f))) : bundle;
}
