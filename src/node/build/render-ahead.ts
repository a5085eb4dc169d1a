import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { WORKER_LIMITS } from '../ts-worker.ts';

/** What the bundle's renderPage returns; opaque here. */
type Rendered = unknown;

/**
 * A page the worker rendered: its result, with the HTML left in `htmlFile` (the result's `html`
 * is empty then). The file is the taker's, to move or delete; stop() removes what is left.
 */
export interface Taken {
  result: Rendered;
  htmlFile?: string;
}

export interface RenderAhead {
  /** Called on the first page, with the prerender bundle's module URL and every route. */
  start(moduleUrl: string, urls: string[]): void;
  /** A page the worker took (undefined if it failed or died there). Undefined: render it here. */
  take(url: string): Promise<Taken | undefined> | undefined;
  stop(): Promise<void>;
}

export interface RenderAheadOptions {
  /** The worker stopped before rendering every page it took; those render on this thread. */
  onLost?: (message: string) => void;
  /** No answer from the worker for this long while this thread waits on it: it is stopped. */
  stallMs?: number;
  /** A page's result (or failure) arrived from the worker. */
  onDelivered?: (url: string) => void;
  /** Every page is claimed and the worker's own are delivered: it has been told to end. */
  onFinished?: () => void;
  /** Tests only: the worker exits after taking this many pages, leaving the last one unrendered. */
  exitAfter?: number;
  /** Where delivered pages' HTML waits until taken (default: a new temp folder, removed by stop). */
  parkDir?: string;
}

const MAIN = 1;
const WORKER = 2;

// The worker imports the same prerender bundle and renders from the end of the route list,
// claiming each page in shared memory so that no page is rendered twice. A page's HTML goes to a
// file of its own, not in the message: this thread reaches the worker's pages only at the end of
// the list, and held here until then they grew its heap by ~220 KB a page (~450 MB on a site of
// 2,000 pages, where every page carries a sidebar of 1,000 links).
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeFileSync } = require('node:fs');
globalThis.self = globalThis;
globalThis.__VITE_PRELOAD__ = [];
import(workerData.moduleUrl).then(async (m) => {
  const { urls, claims, exitAfter, parkDir } = workerData;
  let taken = 0;
  for (let i = urls.length - 1; i >= 0; i--) {
    // Free, or given to this thread from the start (tests, see exitAfter).
    const was = Atomics.compareExchange(claims, i, 0, ${WORKER});
    if (was !== 0 && was !== ${WORKER}) continue;
    if (exitAfter !== undefined && ++taken > exitAfter) process.exit(70);
    try {
      globalThis.location = new URL(urls[i], 'http://localhost');
      const result = await m.renderPage(urls[i]);
      let htmlFile;
      if (result && typeof result.html === 'string') {
        htmlFile = parkDir + '/' + i + '.html';
        writeFileSync(htmlFile, result.html);
        result.html = '';
      }
      parentPort.postMessage({ url: urls[i], result, htmlFile });
    } catch (e) {
      parentPort.postMessage({ url: urls[i], error: String(e) });
    }
  }
  parentPort.postMessage({ finished: true });
}, (e) => parentPort.postMessage({ fatal: String(e) }));
`;

/**
 * Prerendering is React's renderToString once per page, on one thread; vite-prerender-plugin asks
 * for pages one at a time. A second thread renders pages ahead, so both cores share the work.
 * If that thread dies, hangs or cannot start, every page it had not delivered renders here: the
 * build neither waits forever nor loses a page.
 */
export function createRenderAhead(opts: RenderAheadOptions = {}): RenderAhead {
  const stallMs = opts.stallMs ?? 20_000;
  let worker: Worker | undefined;
  let claims: Int32Array | undefined;
  let dead = false;
  let finished = false;
  let stallTimer: NodeJS.Timeout | undefined;
  const index = new Map<string, number>();
  /** Delivered and not yet taken: the result without its HTML, and the file the HTML is in. */
  const results = new Map<string, Parked>();
  let parkDir: string | undefined;
  const delivered = new Set<string>();
  const waiters = new Map<string, (r: Taken | undefined) => void>();

  // Only a thread that someone waits on may keep the process alive, and only while it answers.
  const watch = () => {
    clearTimeout(stallTimer);
    if (!worker || dead || !waiters.size) {
      worker?.unref();
      return;
    }
    worker.ref();
    stallTimer = setTimeout(() => die(`no answer for ${stallMs / 1000} s`), stallMs);
  };
  const die = (why: string) => {
    if (dead) return;
    dead = true;
    const lost = claims ? [...index].filter(([url, i]) => Atomics.load(claims!, i) === WORKER && !delivered.has(url)).length : 0;
    if (lost) opts.onLost?.(`the render-ahead thread stopped (${why}); its ${lost} unfinished page(s) render on the main thread`);
    for (const resolve of waiters.values()) resolve(undefined);
    waiters.clear();
    watch();
    void worker?.terminate();
  };
  return {
    start(moduleUrl, urls) {
      if (worker) return;
      claims = new Int32Array(new SharedArrayBuffer(4 * urls.length));
      urls.forEach((u, i) => index.set(u, i));
      // The page being rendered right now (the first) is this thread's.
      if (urls.length) claims[0] = MAIN;
      // Tests: the pages the worker is to take (and the one it dies on) are its own from the start, so
      // it dies mid-build however late it starts on a busy machine.
      if (opts.exitAfter !== undefined) for (let i = urls.length - 1; i >= Math.max(1, urls.length - 1 - opts.exitAfter); i--) claims[i] = WORKER;
      parkDir = opts.parkDir ?? mkdtempSync(join(tmpdir(), 'entix-ahead-'));
      worker = new Worker(BOOTSTRAP, { eval: true, workerData: { moduleUrl, urls, claims, exitAfter: opts.exitAfter, parkDir }, resourceLimits: WORKER_LIMITS });
      worker.on('message', (m: { url?: string; result?: Rendered; htmlFile?: string; error?: string; fatal?: string; finished?: boolean }) => {
        if (m.fatal) return die(`cannot load the bundle: ${m.fatal}`);
        // Every page is claimed and each of its own delivered (messages arrive in order): its heap, the
        // bundle and every page module it loaded (hundreds of MB at 2,000 pages) goes now, not when the build ends.
        if (m.finished) {
          finished = true;
          void worker?.terminate();
          opts.onFinished?.();
          return;
        }
        if (!m.url) return;
        const parked: Parked = m.error ? {} : { result: m.result, htmlFile: m.htmlFile };
        delivered.add(m.url);
        opts.onDelivered?.(m.url);
        const resolve = waiters.get(m.url);
        if (resolve) {
          waiters.delete(m.url);
          resolve(unpark(parked));
        } else results.set(m.url, parked);
        watch();
      });
      worker.on('error', (e) => die(String(e)));
      worker.on('exit', (code) => {
        if (!finished) die(`exit code ${code}`);
      });
      watch();
    },
    take(url) {
      const i = index.get(url);
      if (!claims || i === undefined) return undefined;
      if (Atomics.compareExchange(claims, i, 0, MAIN) === 0 || Atomics.load(claims, i) === MAIN) return undefined;
      const parked = results.get(url);
      if (parked) {
        results.delete(url);
        return Promise.resolve(unpark(parked));
      }
      if (dead) return undefined;
      const promise = new Promise<Taken | undefined>((resolve) => waiters.set(url, resolve));
      watch();
      return promise;
    },
    async stop() {
      dead = true;
      for (const resolve of waiters.values()) resolve(undefined);
      waiters.clear();
      clearTimeout(stallTimer);
      await worker?.terminate();
      worker = undefined;
      results.clear();
      if (parkDir) rmSync(parkDir, { recursive: true, force: true });
      parkDir = undefined;
    },
  };
}

/** As delivered: no result if the page failed in the worker. */
type Parked = Partial<Taken>;

/** The worker's result, its HTML still in its file (undefined: it failed there, or the file is gone). */
function unpark({ result, htmlFile }: Parked): Taken | undefined {
  if (!result) return undefined;
  if (htmlFile && !existsSync(htmlFile)) return undefined;
  return { result, htmlFile };
}
