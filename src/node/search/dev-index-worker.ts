import '../process-locales.ts';
// The dev server's search index, off its thread (dev-thread.ts): one worker for the server's life,
// so each build after the first parses only the saved file (dev-build.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { devIndexer, Superseded } from './dev-build.ts';
import { loadSynonyms } from './synonyms.ts';
import type { DevAnswer, DevJob } from './dev-thread.ts';

// The edit count the server is at, written by it at every content edit: a build for an older one stops.
const latest = new Int32Array(workerData.latest as SharedArrayBuffer);
const build = devIndexer();

parentPort!.on('message', (job: DevJob) => {
  let answer: DevAnswer;
  try {
    const synonyms = job.synonyms ? loadSynonyms(job.synonyms.abs, job.synonyms.display) : [];
    answer = { version: job.version, files: build(job.pages, synonyms, () => Atomics.load(latest, 0) !== job.version) };
  } catch (e) {
    answer = e instanceof Superseded ? { version: job.version, superseded: true } : { version: job.version, error: (e as Error).message };
  }
  parentPort!.postMessage(answer);
});
