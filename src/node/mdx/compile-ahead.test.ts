import { beforeEach, describe, expect, it } from 'vitest';
import { createCompileAhead, FREE, MAIN, WORKER, type CompileAhead } from './compile-ahead.ts';

const facts = { headings: [], links: [] };
/** The worker's side of the table, as compile-in-worker.ts takes a file. */
const workerTakes = (claims: Int32Array, i: number) => Atomics.compareExchange(claims, i, FREE, WORKER) === FREE;

let ahead: CompileAhead;
beforeEach(() => (ahead = createCompileAhead()));

describe('compiling a large site on two threads', () => {
  it('gives each file to one thread: the main thread keeps a free file, and the worker cannot take it after', async () => {
    const claims = new Int32Array(ahead.table(['/a.md', '/b.md']));
    expect(await ahead.take('/a.md', 'A')).toBeUndefined();
    expect(claims[0]).toBe(MAIN);
    expect(workerTakes(claims, 0)).toBe(false);
    expect(workerTakes(claims, 1)).toBe(true);
  });

  it('waits for a file the worker took and uses its output, only for the same text', async () => {
    const claims = new Int32Array(ahead.table(['/a.md', '/b.md']));
    workerTakes(claims, 0);
    workerTakes(claims, 1);
    const a = ahead.take('/a.md', 'A');
    let answered = false;
    void a.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    ahead.onMessage({ file: '/a.md', source: 'A', code: 'export default 1', facts, links: [['x.md', '/x']] });
    expect(await a).toEqual({ code: 'export default 1', facts, links: [['x.md', '/x']] });
    // Compiled from other text than the main thread has (the file changed): compiled again here.
    ahead.onMessage({ file: '/b.md', source: 'old', code: 'export default 2', facts, links: [] });
    expect(await ahead.take('/b.md', 'new')).toBeUndefined();
  });

  it('compiles here a file the worker failed on, or took and never answered because it ended', async () => {
    const claims = new Int32Array(ahead.table(['/a.md', '/b.md']));
    workerTakes(claims, 0);
    workerTakes(claims, 1);
    ahead.onMessage({ failed: '/a.md' });
    expect(await ahead.take('/a.md', 'A')).toBeUndefined();
    const b = ahead.take('/b.md', 'B');
    ahead.ended();
    expect(await b).toBeUndefined();
  });

  it('leaves files outside the table, or a build without the worker, to this thread', async () => {
    ahead.table(['/a.md']);
    expect(await ahead.take('/other.md', 'X')).toBeUndefined();
    ahead.ended();
    expect(await ahead.take('/a.md', 'A')).toBeUndefined();
  });
});
