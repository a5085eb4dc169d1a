import { describe, expect, it } from 'vitest';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { codeBundle } from './code-bundle.ts';
import { streamTsWorker } from './ts-worker.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const FILE = '.cache/ts-worker-test/flag-worker.ts';

describe('streamTsWorker', () => {
  it('starts a worker whose bundle is made before its caller returns, so it runs during the synchronous work that follows', async () => {
    mkdirSync(dirname(join(ROOT, FILE)), { recursive: true });
    writeFileSync(join(ROOT, FILE), "import { workerData } from 'node:worker_threads';\nconst flag = new Int32Array(workerData.flag);\nAtomics.store(flag, 0, 1);\nAtomics.notify(flag, 0);\n");
    const bundle = await codeBundle(ROOT, FILE);
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const done = streamTsWorker(ROOT, FILE, { flag: flag.buffer }, () => {});
    // This thread blocks here as the site model's build does: a worker started only at a later
    // turn of the event loop could not set the flag, and the wait would end at its deadline.
    expect(Atomics.wait(flag, 0, 0, 30_000)).not.toBe('timed-out');
    await done;
    rmSync(dirname(bundle), { recursive: true, force: true });
    rmSync(dirname(join(ROOT, FILE)), { recursive: true, force: true });
  });
});
