import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installPrerenderHost, type PrerenderHost, type RenderedPage } from '../../shared/prerender-host.ts';
import { normalizeRoute } from '../../shared/route-path.ts';
import { createRenderAhead, type RenderAhead } from './render-ahead.ts';
import type { CachedPage, PrerenderCache } from './prerender-cache.ts';

/** One build's prerender run, shared by entix:prerender (opens it), the reporter and entix:output (places bodies). */
export interface PrerenderSession {
  /** `keys`: each route's render key (prerender-cache.ts), when pages may be reused. */
  open(keys?: (route: string) => string | undefined): void;
  close(): Promise<void>;
  /** Pages done so far and the total (0 until the first page has listed every route). */
  readonly rendered: number;
  readonly total: number;
  /** Pages of this build taken from the prerender cache. */
  readonly reused: number;
  /** The routes of those pages (the build summary counts them by docs version). */
  reusedRoutes(): string[];
  /** Whether this build takes the route's page from the cache (known once open). */
  willReuse(route: string): boolean;
  /**
   * The page HTML with its body put where vite-prerender-plugin left the slot, as bytes: the body
   * goes from its file to the page unread as text (at 2,000 pages, 370 MB not decoded and encoded again).
   */
  place(html: string, route: string, file: string): Buffer;
}

export interface SessionOptions {
  onPage?: (url: string) => void;
  onWarning?: (message: string) => void;
  /** A second prerender thread (ENTIX_PRERENDER_WORKER=0 turns it off). */
  renderAhead?: boolean;
  /** Tests only (ENTIX_TEST_WORKER_EXIT_AFTER): the render-ahead thread dies after this many pages. */
  workerExitAfter?: number;
  /** Pages rendered by earlier builds, by render key. */
  cache?: PrerenderCache;
}

/** Below this many pages to render, loading the bundle in a second thread costs more than it saves. */
const AHEAD_MIN_PAGES = 8;

export function createPrerenderSession(opts: SessionOptions): PrerenderSession {
  // Each body waits on disk for its page's head, not in memory: at 2,000 pages they are
  // hundreds of MB (every page carries the whole sidebar), and the bundle would hold them again.
  // A kept page's body waits in its cache file; others in a temp folder.
  const bodies = new Map<string, { file: string; temp: boolean }>();
  let bodyDir: string | undefined;
  const slot = `entix-body-${randomBytes(16).toString('hex')}`;
  const keyOf = new Map<string, string>();
  /** Pages taken from the cache, by URL: the file their body is in. */
  const reusedUrls = new Map<string, string>();
  /** Pages the render-ahead thread delivered, by URL: the file their body is in. */
  const parkedUrls = new Map<string, string>();
  let keys: ((route: string) => string | undefined) | undefined;
  let ahead: RenderAhead | undefined;
  let rendered = 0;
  let total = 0;
  const removeBodies = () => {
    bodies.clear();
    if (bodyDir) rmSync(bodyDir, { recursive: true, force: true });
    bodyDir = undefined;
  };
  /** Each route's kept page, read once: the chunks a reused page alone runs are not written for the render (prerender-chunks.ts), so a page found here is not rendered. */
  const hits = new Map<string, CachedPage | undefined>();
  const hitOf = (route: string): CachedPage | undefined => {
    if (hits.has(route)) return hits.get(route);
    const key = keys?.(route);
    const hit = key !== undefined && opts.cache?.has(route, key) ? opts.cache.get(route, key) : undefined;
    hits.set(route, hit);
    return hit;
  };
  const cached = (url: string) => hitOf(normalizeRoute(url)) !== undefined;
  const host: PrerenderHost = {
    slot,
    begin(moduleUrl, urls) {
      total = urls.length;
      for (const url of urls) {
        const key = keys?.(normalizeRoute(url));
        if (key !== undefined) keyOf.set(url, key);
      }
      const toRender = urls.filter((u) => !cached(u));
      if (opts.renderAhead && toRender.length >= AHEAD_MIN_PAGES) {
        ahead = createRenderAhead({ onLost: opts.onWarning, exitAfter: opts.workerExitAfter });
        ahead.start(moduleUrl, toRender);
      }
    },
    take(url) {
      const hit = hitOf(normalizeRoute(url));
      if (hit) {
        reusedUrls.set(url, hit.bodyFile);
        // The body stays in its file until the page is written (place).
        return { html: '', head: hit.head };
      }
      // The worker's page stays in its file: done() moves it into the cache, never reading it.
      return ahead?.take(url)?.then((taken) => {
        if (!taken) return undefined;
        if (taken.htmlFile) parkedUrls.set(url, taken.htmlFile);
        return taken.result as RenderedPage;
      });
    },
    done(route, url, page) {
      const key = keyOf.get(url);
      const parked = parkedUrls.get(url);
      parkedUrls.delete(url);
      const kept = reusedUrls.get(url) ?? (key !== undefined ? opts.cache?.put(route, key, page, parked) : undefined);
      if (kept) bodies.set(route, { file: kept, temp: false });
      else if (parked) bodies.set(route, { file: parked, temp: true });
      else {
        bodyDir ??= mkdtempSync(join(tmpdir(), 'entix-bodies-'));
        const file = join(bodyDir, `${bodies.size}.html`);
        writeFileSync(file, page.html);
        bodies.set(route, { file, temp: true });
      }
      rendered++;
      opts.onPage?.(route);
    },
  };
  return {
    get rendered() { return rendered; },
    get total() { return total; },
    get reused() { return reusedUrls.size; },
    reusedRoutes: () => [...reusedUrls.keys()].map(normalizeRoute),
    willReuse: (route) => hitOf(normalizeRoute(route)) !== undefined,
    open(k) {
      removeBodies();
      keyOf.clear();
      hits.clear();
      reusedUrls.clear();
      parkedUrls.clear();
      keys = k;
      rendered = total = 0;
      installPrerenderHost(host);
    },
    async close() {
      installPrerenderHost(undefined);
      removeBodies();
      await ahead?.stop();
      ahead = undefined;
    },
    place(html, route, file) {
      const at = html.indexOf(slot);
      if (at < 0) return Buffer.from(html);
      if (html.indexOf(slot, at + 1) >= 0) throw new Error(`${file}: the prerendered-body slot appears twice`);
      const kept = bodies.get(route);
      if (kept === undefined) throw new Error(`no prerendered body for ${file} (route ${route})`);
      bodies.delete(route);
      const body = readFileSync(kept.file);
      if (kept.temp) rmSync(kept.file, { force: true });
      return Buffer.concat([Buffer.from(html.slice(0, at)), body, Buffer.from(html.slice(at + slot.length))]);
    },
  };
}
