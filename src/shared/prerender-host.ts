/**
 * The one channel between the build (Node) and the client bundle it prerenders with. vite-prerender-plugin
 * imports the bundle and calls its `prerender`; nothing else reaches it, so the build installs this host
 * under a registered symbol and the bundle reads it through this module's types.
 */
export interface PrerenderHost {
  /**
   * What `prerender` returns as a page's HTML. vite-prerender-plugin would parse each body into a DOM
   * only to write it out again, so the body goes to `bodies` and the output step puts it where this
   * token sits in the render target. It is random per build, so no page text can contain it.
   */
  slot: string;
  /** Called once, on the first page, with every route: the total for progress and the render-ahead thread. */
  begin(moduleUrl: string, urls: string[]): void;
  /** A page the second thread rendered (or is rendering); undefined: render it here. */
  take(url: string): Promise<unknown> | undefined;
  /** A page is done: its body, by normalized route. */
  done(route: string, html: string): void;
}

const KEY = Symbol.for('entix.prerender-host');
type HostSlot = { [KEY]?: PrerenderHost };

export function installPrerenderHost(host: PrerenderHost | undefined): void {
  (globalThis as HostSlot)[KEY] = host;
}

/** Undefined outside a build (dev server, the render-ahead thread): render plainly. */
export function prerenderHost(): PrerenderHost | undefined {
  return (globalThis as HostSlot)[KEY];
}
