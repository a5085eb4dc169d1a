import { randomBytes } from 'node:crypto';
import { installPrerenderHost, type PrerenderHost, type RenderedPage } from '../../shared/prerender-host.ts';
import { normalizeRoute } from '../../shared/route-path.ts';
import { createRenderAhead, type RenderAhead } from './render-ahead.ts';
import type { PrerenderCache } from './prerender-cache.ts';

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
  /** The page HTML with its body put where vite-prerender-plugin left the slot. */
  place(html: string, route: string, file: string): string;
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
  const bodies = new Map<string, string>();
  const slot = `entix-body-${randomBytes(16).toString('hex')}`;
  const keyOf = new Map<string, string>();
  const reusedUrls = new Set<string>();
  let keys: ((route: string) => string | undefined) | undefined;
  let ahead: RenderAhead | undefined;
  let rendered = 0;
  let total = 0;
  const cached = (url: string) => {
    const key = keyOf.get(url);
    return key !== undefined && !!opts.cache?.has(normalizeRoute(url), key);
  };
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
      const key = keyOf.get(url);
      const hit = key !== undefined ? opts.cache?.get(normalizeRoute(url), key) : undefined;
      if (hit) {
        reusedUrls.add(url);
        return hit;
      }
      return ahead?.take(url) as Promise<RenderedPage | undefined> | undefined;
    },
    done(route, url, page) {
      bodies.set(route, page.html);
      const key = keyOf.get(url);
      if (key !== undefined && !reusedUrls.has(url)) opts.cache?.put(route, key, page);
      rendered++;
      opts.onPage?.(route);
    },
  };
  return {
    get rendered() { return rendered; },
    get total() { return total; },
    get reused() { return reusedUrls.size; },
    open(k) {
      bodies.clear();
      keyOf.clear();
      reusedUrls.clear();
      keys = k;
      rendered = total = 0;
      installPrerenderHost(host);
    },
    async close() {
      installPrerenderHost(undefined);
      await ahead?.stop();
      ahead = undefined;
    },
    place(html, route, file) {
      const at = html.indexOf(slot);
      if (at < 0) return html;
      if (html.indexOf(slot, at + 1) >= 0) throw new Error(`${file}: the prerendered-body slot appears twice`);
      const body = bodies.get(route);
      if (body === undefined) throw new Error(`no prerendered body for ${file} (route ${route})`);
      bodies.delete(route);
      return html.slice(0, at) + body + html.slice(at + slot.length);
    },
  };
}
