import { Worker } from 'node:worker_threads';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs one of our TypeScript modules in a worker thread (tsx compiles it there) and resolves with
 * the first message it posts: CPU-heavy build steps then use the second core while the main
 * thread prerenders.
 */
export function runTsWorker<T>(root: string, file: string, workerData: unknown): Promise<T> {
  const entry = pathToFileURL(join(root, file)).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(bootstrap, { eval: true, workerData });
    worker.once('message', (m: T) => {
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`${file} worker exited with code ${code} before answering`)));
  });
}
