import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Rollup } from 'vite';
import type { RenderedPage } from '../../shared/prerender-host.ts';
import { chunkClosure } from './bundle-graph.ts';
import { cacheEntries, sha } from '../cache-entries.ts';
import { withoutRouteRows } from './route-rows.ts';

/** Bump when what a page's render depends on changes in a way the bundle's code does not show. */
const CACHE_FORMAT = 2;

export interface RenderKeyOptions {
  /** The chunk that exports `prerender` (src/client/prerender.tsx). */
  entry: string;
  /** Every route's own page chunk (the one its lazy route loads); a route without one has no key. */
  pageChunk: (route: string) => string | undefined;
  /** Every page chunk of the bundle. */
  pageChunks: Iterable<string>;
  /** Anything else a page's HTML depends on that is not in the bundle's code (Node's version). */
  salt?: string;
  /** Route table rows that only their own route's render reads (route-rows.ts): left out of the other routes' keys. */
  ownRowOnly?: (path: string) => boolean;
}

/**
 * What rendering a route runs is the prerender entry with its static imports plus the route's own
 * page chunk with everything it imports: a key over those chunks' code is a key over the render.
 * Chunk file names carry hashes that change whenever any chunk they import changes (the route
 * table names every page chunk), so each chunk is hashed with the names it mentions replaced by
 * stable ones: one page's edit leaves every other page's key alone. The lazy imports of other
 * pages' chunks are not followed: rendering one route never runs them (the router loads only the
 * matched route's chunk).
 */
export function renderKeys(bundle: Rollup.OutputBundle, opts: RenderKeyOptions): (route: string) => string | undefined {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const stable = new Map(chunks.map((c) => [basename(c.fileName), `${c.name}~${sha(c.moduleIds.join('\n'))}`]));
  const digests = new Map<string, string>();
  const digest = (c: Rollup.OutputChunk) => {
    let d = digests.get(c.fileName);
    if (d === undefined) {
      const code = withStableNames(c.code, stable);
      digests.set(c.fileName, (d = sha(opts.ownRowOnly && code.includes(',load:') ? withoutRouteRows(code, opts.ownRowOnly) : code)));
    }
    return d;
  };
  const pageChunks = new Set(opts.pageChunks);
  const edges = (c: Rollup.OutputChunk) => [...c.imports, ...c.dynamicImports.filter((f) => !pageChunks.has(f))];
  // Lazy chunks other than pages' count too: a render might wait for one.
  const shared = chunkClosure(bundle, [opts.entry], edges);
  return (route) => {
    const own = opts.pageChunk(route);
    if (!own || !bundle[own]) return undefined;
    const mine = chunkClosure(bundle, [own], edges);
    // Sorted by digest, not by file name: the names carry content hashes, so `search-<hash>.js` and
    // `search-host-<hash>.js` swapped places whenever an edit elsewhere renamed them, and /search's key changed.
    const parts = [...new Set([...shared, ...mine])].map((f) => digest(bundle[f] as Rollup.OutputChunk)).sort();
    return sha(JSON.stringify([CACHE_FORMAT, opts.salt ?? '', route, digest(bundle[own] as Rollup.OutputChunk), parts]));
  };
}

/**
 * The code with each chunk file name it mentions (`p-AbC12.js`) replaced by its stable name. Found
 * from each `.js` back to the start of the name, not by a regex run over every word of the code: at
 * 2,000 pages that was ~0.7 s of the main thread before the first page rendered.
 */
export function withStableNames(code: string, stable: Map<string, string>): string {
  let out = '';
  let last = 0;
  for (let at = code.indexOf('.js'); at >= 0; at = code.indexOf('.js', at + 3)) {
    const end = at + 3;
    if (end < code.length && WORD_CHAR.test(code[end]!)) continue;
    let start = at;
    while (start > last && NAME_CHAR.test(code[start - 1]!)) start--;
    const name = stable.get(code.slice(start, end));
    if (name === undefined) continue;
    out += code.slice(last, start) + name;
    last = end;
  }
  return out + code.slice(last);
}

const NAME_CHAR = /[\w$.-]/;
const WORD_CHAR = /\w/;

function basename(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1);
}

export interface PrerenderCache {
  /** A page rendered before under this key, if kept: its head, and the file its body is in (read when it is placed). */
  get(route: string, key: string): CachedPage | undefined;
  has(route: string, key: string): boolean;
  /**
   * Keeps a page; the file its body is now in, or undefined if it could not be written.
   * `bodyFile`: the body is in this file (page.html is empty), which is moved into the cache.
   */
  put(route: string, key: string, page: RenderedPage, bodyFile?: string): string | undefined;
}

export interface CachedPage {
  head: RenderedPage['head'];
  bodyFile: string;
}

type StoredHead = Omit<RenderedPage['head'], 'elements'> & { elements: RenderedPage['head']['elements'] extends Set<infer E> ? E[] : never };

/**
 * Rendered pages kept between builds, one entry per route and content folder (`scope`), named by
 * the route's render key: saving a new render of a route replaces its old one, so the folder
 * holds one entry per page however often pages change. The body is a file of its own, copied
 * into the page as it is written, never parsed: at 2,000 pages bodies are ~150 KB each.
 */
export function prerenderCache(dir: string, scope: string): PrerenderCache {
  const prefix = (route: string) => `${sha(`${scope}\n${route}`)}-`;
  const entries = cacheEntries(dir, prefix('').length);
  // The head is written last: an entry whose head exists has its body.
  const has = (route: string, key: string) => entries.has(`${prefix(route)}${key}.json`);
  return {
    has,
    get(route, key) {
      if (!has(route, key)) return undefined;
      try {
        const head = JSON.parse(readFileSync(join(dir, `${prefix(route)}${key}.json`), 'utf8')) as StoredHead;
        return { head: { ...head, elements: new Set(head.elements) }, bodyFile: join(dir, `${prefix(route)}${key}.html`) };
      } catch {
        return undefined;
      }
    },
    put(route, key, page, bodyFile) {
      const head: StoredHead = { lang: page.head.lang, title: page.head.title, elements: [...page.head.elements] };
      const own = `${prefix(route)}${key}`;
      try {
        entries.replace(prefix(route), [[`${own}.html`, bodyFile ? { from: bodyFile } : { text: page.html }], [`${own}.json`, { text: JSON.stringify(head) }]]);
      } catch {
        // A read-only or full disk: the build goes on, uncached.
      }
      // A body already moved in is placed from here, though its head could not be written.
      return entries.has(`${own}.html`) ? join(dir, `${own}.html`) : undefined;
    },
  };
}
