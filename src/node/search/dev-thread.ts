import type { Worker } from 'node:worker_threads';
import { tsWorker } from '../ts-worker.ts';
import type { SearchPage } from './collect.ts';
import type { DevFiles } from './dev-build.ts';

export interface DevJob {
  /** The edit count the pages are at. */
  version: number;
  pages: SearchPage[];
  synonyms?: { abs: string; display: string };
}

/** A build's files; or that a newer edit stopped it; or what the build threw (a bad synonyms file). */
export type DevAnswer = { version: number } & ({ files: DevFiles } | { superseded: true } | { error: string });

export interface DevThread {
  /** Rejects only when the thread itself failed (it could not start, it crashed): the caller can build in its own. */
  run(job: DevJob): Promise<DevAnswer>;
  /** A content edit: the build under way, if older, stops at its next page or locale. */
  edited(version: number): void;
  close(): void;
}

/**
 * The worker thread building the dev index (dev-index-worker.ts), started at the first build and
 * kept for the next ones (what it parsed is most of a build); started again after it failed.
 * One job at a time: the caller waits for an answer before sending the next.
 */
export function devThread(root: string, file = 'src/node/search/dev-index-worker.ts'): DevThread {
  const latest = new Int32Array(new SharedArrayBuffer(4));
  let worker: Worker | undefined;
  let waiting: { resolve: (a: DevAnswer) => void; reject: (e: Error) => void } | undefined;
  const settle = () => {
    const w = waiting;
    waiting = undefined;
    return w;
  };
  const start = (): Worker => {
    const w = tsWorker(root, file, { latest: latest.buffer });
    const fail = (e: Error) => {
      if (worker === w) worker = undefined;
      void w.terminate();
      settle()?.reject(e);
    };
    w.on('message', (a: DevAnswer) => {
      w.unref();
      settle()?.resolve(a);
    });
    w.once('error', fail);
    w.once('exit', (code) => fail(new Error(`${file} exited with code ${code}`)));
    return w;
  };
  return {
    run(job) {
      if (waiting) return Promise.reject(new Error('dev search index: a build is already under way'));
      Atomics.store(latest, 0, job.version);
      return new Promise<DevAnswer>((resolve, reject) => {
        waiting = { resolve, reject };
        try {
          worker ??= start();
          // Held while it builds, not while idle: an idle index keeps no process alive.
          worker.ref();
          worker.postMessage(job);
        } catch (e) {
          settle()?.reject(e as Error);
        }
      });
    },
    edited(version) {
      Atomics.store(latest, 0, version);
    },
    close() {
      const w = worker;
      worker = undefined;
      void w?.terminate();
    },
  };
}
