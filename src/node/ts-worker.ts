import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { builtCodeBundle, codeBundle } from './code-bundle.ts';

/**
 * The build's Node flags (--max-semi-space-size=16 in package.json; 64 made a warm build's peak
 * ~120 MB higher and no build measurably faster) size every thread's young generation; a worker
 * thread needs less, and each one counts in the peak.
 */
export const WORKER_LIMITS = { maxYoungGenerationSizeMb: 24 };

/** One of our TypeScript modules in a worker thread; tsx compiles it there. */
export function tsWorker(root: string, file: string, workerData: unknown): Worker {
  const entry = pathToFileURL(join(root, file)).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits: WORKER_LIMITS });
}

/** Each worker module bundled once per process (code-bundle.ts); undefined when bundling failed. */
const scripts = new Map<string, Promise<string | undefined>>();

/**
 * The module as one plain JS file when that works, else through tsx: tsx's loader hooks run on a
 * thread of their own and compile each module as it loads, which cost the highlight worker ~0.5 s
 * before its first block, on the build's critical path. A bundle already made starts the thread
 * at once, before the caller's synchronous work (the site model, ~0.5 s) rather than after it.
 */
function startWorker(root: string, file: string, workerData: unknown): Promise<Worker> {
  const key = `${root}\0${file}`;
  const spawn = (script: string | undefined) => (script ? new Worker(pathToFileURL(script), { workerData, resourceLimits: WORKER_LIMITS }) : tsWorker(root, file, workerData));
  if (!scripts.has(key)) {
    let built: string | undefined;
    try {
      built = builtCodeBundle(root, file);
    } catch {
      // codeBundle below meets the same problem and falls back to tsx.
    }
    scripts.set(key, built ? Promise.resolve(built) : codeBundle(root, file).catch(() => undefined));
    if (built) return Promise.resolve(spawn(built));
  }
  return scripts.get(key)!.then(spawn);
}

/**
 * Runs a worker module and resolves with the first message it posts: CPU-heavy build steps then
 * use the second core while the main thread prerenders.
 */
export function runTsWorker<T>(root: string, file: string, workerData: unknown): Promise<T> {
  return startWorker(root, file, workerData).then((worker) => new Promise<T>((resolve, reject) => {
    worker.once('message', (m: T) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${file} worker exited with code ${code} before answering`)));
  }));
}

/**
 * Runs a worker module that posts many messages; resolves when it is done. It never holds the
 * process open: a build that ends (or fails) early does not wait for it.
 */
export function streamTsWorker<T>(root: string, file: string, workerData: unknown, onMessage: (m: T) => void): Promise<void> {
  return startWorker(root, file, workerData).then((worker) => new Promise<void>((resolve, reject) => {
    worker.on('message', onMessage);
    // After the listener: adding a 'message' listener refs the worker's port again.
    worker.unref();
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} worker exited with code ${code}`))));
  }));
}
