import { Worker } from 'node:worker_threads';

/** What prerender() returns; opaque here. */
type Rendered = unknown;

export interface RenderAhead {
  /** Called by the prerender bundle on its first page, with its own module URL and every route. */
  start(moduleUrl: string, urls: string[]): void;
  /** A page the worker took: its result (undefined if it failed there). Undefined: render it here. */
  take(url: string): Promise<Rendered | undefined> | undefined;
  stop(): Promise<void>;
}

const MAIN = 1;
const WORKER = 2;

// The worker imports the same prerender bundle and renders from the end of the route list,
// claiming each page in shared memory so that no page is rendered twice.
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
globalThis.self = globalThis;
globalThis.__VITE_PRELOAD__ = [];
import(workerData.moduleUrl).then(async (m) => {
  const { urls, claims } = workerData;
  for (let i = urls.length - 1; i >= 0; i--) {
    if (Atomics.compareExchange(claims, i, 0, ${WORKER}) !== 0) continue;
    try {
      globalThis.location = new URL(urls[i], 'http://localhost');
      parentPort.postMessage({ url: urls[i], result: await m.prerender({ url: urls[i] }) });
    } catch (e) {
      parentPort.postMessage({ url: urls[i], error: String(e) });
    }
  }
}, (e) => parentPort.postMessage({ fatal: String(e) }));
`;

/**
 * Prerendering is React's renderToString once per page, on one thread; vite-prerender-plugin asks
 * for pages one at a time. A second thread renders pages ahead, so both cores share the work.
 */
export function createRenderAhead(): RenderAhead {
  let worker: Worker | undefined;
  let claims: Int32Array | undefined;
  const index = new Map<string, number>();
  const waiting = new Map<string, { promise: Promise<Rendered | undefined>; resolve: (r: Rendered | undefined) => void }>();
  const slot = (url: string) => {
    let s = waiting.get(url);
    if (!s) {
      let resolve!: (r: Rendered | undefined) => void;
      const promise = new Promise<Rendered | undefined>((r) => (resolve = r));
      waiting.set(url, (s = { promise, resolve }));
    }
    return s;
  };
  const failAll = () => { for (const s of waiting.values()) s.resolve(undefined); };
  return {
    start(moduleUrl, urls) {
      if (worker) return;
      claims = new Int32Array(new SharedArrayBuffer(4 * urls.length));
      urls.forEach((u, i) => index.set(u, i));
      // The page being rendered right now (the first) is this thread's.
      if (urls.length) claims[0] = MAIN;
      worker = new Worker(BOOTSTRAP, { eval: true, workerData: { moduleUrl, urls, claims } });
      worker.on('message', (m: { url?: string; result?: Rendered; error?: string; fatal?: string }) => {
        if (m.fatal) {
          // The worker could not load the bundle: it claimed nothing, every page renders here.
          claims?.fill(MAIN);
          failAll();
        } else if (m.url) slot(m.url).resolve(m.error ? undefined : m.result);
      });
      worker.on('error', failAll);
      worker.unref();
    },
    take(url) {
      const i = index.get(url);
      if (!claims || i === undefined) return undefined;
      if (Atomics.compareExchange(claims, i, 0, MAIN) === 0 || Atomics.load(claims, i) === MAIN) return undefined;
      return slot(url).promise;
    },
    async stop() {
      failAll();
      await worker?.terminate();
      worker = undefined;
    },
  };
}
