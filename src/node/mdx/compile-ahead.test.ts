import { afterEach, describe, expect, it } from 'vitest';
import { compileAheadEnded, compileAheadTable, FREE, MAIN, onCompileAheadMessage, resetCompileAhead, takeCompiledAhead, WORKER } from './compile-ahead.ts';

const facts = { headings: [], links: [] };
/** The worker's side of the table, as compile-in-worker.ts takes a file. */
const workerTakes = (claims: Int32Array, i: number) => Atomics.compareExchange(claims, i, FREE, WORKER) === FREE;

afterEach(resetCompileAhead);

describe('compiling a large site on two threads', () => {
  it('gives each file to one thread: the main thread keeps a free file, and the worker cannot take it after', async () => {
    const claims = new Int32Array(compileAheadTable(['/a.md', '/b.md']));
    expect(await takeCompiledAhead('/a.md', 'A')).toBeUndefined();
    expect(claims[0]).toBe(MAIN);
    expect(workerTakes(claims, 0)).toBe(false);
    expect(workerTakes(claims, 1)).toBe(true);
  });

  it('waits for a file the worker took and uses its output, only for the same text', async () => {
    const claims = new Int32Array(compileAheadTable(['/a.md', '/b.md']));
    workerTakes(claims, 0);
    workerTakes(claims, 1);
    const a = takeCompiledAhead('/a.md', 'A');
    let answered = false;
    void a.then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    onCompileAheadMessage({ file: '/a.md', source: 'A', code: 'export default 1', facts, links: [['x.md', '/x']] });
    expect(await a).toEqual({ code: 'export default 1', facts, links: [['x.md', '/x']] });
    // Compiled from other text than the main thread has (the file changed): compiled again here.
    onCompileAheadMessage({ file: '/b.md', source: 'old', code: 'export default 2', facts, links: [] });
    expect(await takeCompiledAhead('/b.md', 'new')).toBeUndefined();
  });

  it('compiles here a file the worker failed on, or took and never answered because it ended', async () => {
    const claims = new Int32Array(compileAheadTable(['/a.md', '/b.md']));
    workerTakes(claims, 0);
    workerTakes(claims, 1);
    onCompileAheadMessage({ failed: '/a.md' });
    expect(await takeCompiledAhead('/a.md', 'A')).toBeUndefined();
    const b = takeCompiledAhead('/b.md', 'B');
    compileAheadEnded();
    expect(await b).toBeUndefined();
  });

  it('leaves files outside the table, or a build without the worker, to this thread', async () => {
    compileAheadTable(['/a.md']);
    expect(await takeCompiledAhead('/other.md', 'X')).toBeUndefined();
    compileAheadEnded();
    expect(await takeCompiledAhead('/a.md', 'A')).toBeUndefined();
  });
});
