/**
 * The one channel between the build (Node) and the client bundle it prerenders with. vite-prerender-plugin
 * imports the bundle and calls its `prerender`; nothing else reaches it, so the build installs this host
 * under a registered symbol and the bundle reads it through this module's types.
 */
/** What the bundle's renderPage returns for one page: its body and <head>. */
export interface RenderedPage {
  html: string;
  head: { lang: string; title: string; elements: Set<{ type: string; props: Record<string, string> }> };
}

export interface PrerenderHost {
  /**
   * What `prerender` returns as a page's HTML. vite-prerender-plugin would parse each body into a DOM
   * only to write it out again, so the body goes to `bodies` and the output step puts it where this
   * token sits in the render target. It is random per build, so no page text can contain it.
   */
  slot: string;
  /** Called once, on the first page, with every route: the total for progress and the render-ahead thread. */
  begin(moduleUrl: string, urls: string[]): void;
  /** A page kept from an earlier build or rendered (or being rendered) by the second thread; undefined: render it here. */
  take(url: string): Promise<RenderedPage | undefined> | RenderedPage | undefined;
  /** A page is done, by normalized route; `url` as vite-prerender-plugin asked for it. */
  done(route: string, url: string, page: RenderedPage): void;
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

/** A page whose route failed to load while prerendering: thrown by the bundle, recognised by the build (failure-plugin.ts). */
export function unrenderedMessage(url: string, cause: string): string {
  return `${url} could not be prerendered: ${cause}`;
}
export const UNRENDERED = /(\/\S*) could not be prerendered: ([^\n]+)/;
