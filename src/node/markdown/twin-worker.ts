// First: the admonitions' labels are UI strings, and this thread binds the locales its parent bound.
import '../process-locales.ts';
import { parentPort, workerData } from 'node:worker_threads';
import { articleMarkdown } from './to-markdown.ts';

/** One page's article for the twin thread (twin-threads.ts): its <main>, language and URL. */
export interface TwinJob { id: number; main: string; locale: string; pageUrl: string }
export interface TwinDone { id: number; markdown?: string }

/** One claim per job, shared with the main thread: 0 free, 1 this thread's, 2 the main thread's. */
const claims = (workerData as { claims: Int32Array }).claims;

parentPort!.on('message', (job: TwinJob) => {
  // Taken by the main thread already: nothing to do but say so.
  if (Atomics.compareExchange(claims, job.id, 0, 1) !== 0) return parentPort!.postMessage({ id: job.id } satisfies TwinDone);
  let markdown: string | undefined;
  try {
    markdown = articleMarkdown(job.main, { locale: job.locale, pageUrl: job.pageUrl });
  } catch {
    // The main thread converts it again, and its error names the page.
  }
  parentPort!.postMessage({ id: job.id, markdown } satisfies TwinDone);
});
