import type { Worker } from 'node:worker_threads';
import { startWorker } from '../ts-worker.ts';
import { articleMarkdown } from './to-markdown.ts';
import type { TwinDone, TwinJob } from './twin-worker.ts';

/** What one conversion takes: a page's <main>, its language and URL. */
export type Conversion = Omit<TwinJob, 'id'>;

/** Converts articles on this thread and a second one, each job once, whichever thread reaches it first. */
export interface TwinThreads {
  /** Queues a conversion; `done` gets its Markdown (in this thread's turn). */
  add(job: Conversion, done: (markdown: string) => void): void;
  /** Converts what the second thread has not taken, waits for what it has, and stops it; resolves with how many it converted. */
  finish(): Promise<number>;
}

/** Jobs one build can share with the worker (4 bytes each); pages past it are converted here. */
const CAPACITY = 1 << 16;
const UNCLAIMED = 0;
const WORKER = 1;
const MAIN = 2;

/**
 * The conversions cost ~10 ms a page (parse5, hast-util-to-mdast, mdast-util-to-markdown): on a
 * cold build of 300 pages, seconds of the main thread after the last page is written. Every job
 * goes to a worker thread as it is added (it works while entix:output writes the pages), and at
 * the end this thread takes the jobs from the back; a shared claim per job (Atomics) keeps each
 * converted once. Made at buildStart: the worker must be running (its start is a promise, which
 * resolves only when this thread yields) before entix:output's loop adds pages without yielding. `second: false` (the plain pipeline), or a worker that cannot start, converts
 * everything here.
 */
export function twinThreads(root: string, second: boolean): TwinThreads {
  const claims = new Int32Array(new SharedArrayBuffer(4 * CAPACITY));
  const jobs: { job: TwinJob; done: (markdown: string) => void; result?: string }[] = [];
  let worker: Worker | undefined;
  let failed = !second;
  let closed = false;
  /** Jobs the worker has answered, or given up (claimed by this thread). */
  const answered = new Set<number>();
  let wake: (() => void) | undefined;
  if (second) {
    startWorker(root, 'src/node/markdown/twin-worker.ts', { claims }).then((w) => {
      // Started after the end (its bundle was being built): this thread did every job.
      if (closed) return void w.terminate();
      worker = w;
      w.on('message', (m: TwinDone) => {
        const entry = jobs[m.id];
        if (entry && m.markdown !== undefined) entry.result = m.markdown;
        answered.add(m.id);
        wake?.();
      });
      // After the listener, which refs the port again: the thread never holds a failed build open.
      w.unref();
      const lost = () => { failed = true; wake?.(); };
      w.once('error', lost);
      w.once('exit', lost);
      for (const { job } of jobs.slice(0, CAPACITY)) w.postMessage(job);
    }, () => { failed = true; });
  }
  const convert = (job: TwinJob) => articleMarkdown(job.main, { locale: job.locale, pageUrl: job.pageUrl });
  return {
    add(conversion, done) {
      const id = jobs.length;
      const job = { ...conversion, id };
      jobs.push({ job, done });
      if (id < CAPACITY) worker?.postMessage(job);
    },
    async finish() {
      // Not waiting for the worker to start: on a cold build its code is bundled first, and this
      // thread takes whatever it has not claimed.
      for (let i = jobs.length - 1; i >= 0; i--) {
        if (i >= CAPACITY || Atomics.compareExchange(claims, i, UNCLAIMED, MAIN) === UNCLAIMED) jobs[i]!.result = convert(jobs[i]!.job);
      }
      // The worker's own: answered, or (it failed) converted here after all.
      for (;;) {
        const waiting = jobs.filter((j, i) => j.result === undefined && Atomics.load(claims, i) === WORKER && !answered.has(i));
        if (!waiting.length || failed) break;
        await new Promise<void>((r) => { wake = r; });
      }
      let byWorker = 0;
      for (const j of jobs) {
        if (j.result !== undefined && Atomics.load(claims, j.job.id) === WORKER) byWorker++;
        j.done(j.result ?? convert(j.job));
      }
      jobs.length = 0;
      closed = true;
      await worker?.terminate();
      return byWorker;
    },
  };
}
