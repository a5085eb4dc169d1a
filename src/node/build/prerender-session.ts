import { randomBytes } from 'node:crypto';
import { installPrerenderHost, type PrerenderHost } from '../../shared/prerender-host.ts';
import { createRenderAhead, type RenderAhead } from './render-ahead.ts';

/** One build's prerender run, shared by entix:prerender (opens it), the reporter and entix:output (places bodies). */
export interface PrerenderSession {
  open(): void;
  close(): Promise<void>;
  /** Pages done so far and the total (0 until the first page has listed every route). */
  readonly rendered: number;
  readonly total: number;
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
}

export function createPrerenderSession(opts: SessionOptions): PrerenderSession {
  const bodies = new Map<string, string>();
  const slot = `entix-body-${randomBytes(16).toString('hex')}`;
  let ahead: RenderAhead | undefined;
  let rendered = 0;
  let total = 0;
  const host: PrerenderHost = {
    slot,
    begin(moduleUrl, urls) {
      total = urls.length;
      ahead?.start(moduleUrl, urls);
    },
    take: (url) => ahead?.take(url),
    done(route, html) {
      bodies.set(route, html);
      rendered++;
      opts.onPage?.(route);
    },
  };
  return {
    get rendered() { return rendered; },
    get total() { return total; },
    open() {
      bodies.clear();
      rendered = total = 0;
      if (opts.renderAhead) ahead = createRenderAhead({ onLost: opts.onWarning, exitAfter: opts.workerExitAfter });
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
