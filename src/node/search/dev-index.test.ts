import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDevIndex, SUPERSEDED, type Built } from './dev-index.ts';

/** A build the test finishes by hand: `calls` lists the edit count each build was started at. */
function builds() {
  const calls: number[] = [];
  const pending: { resolve: (v: string | typeof SUPERSEDED) => void; reject: (e: Error) => void }[] = [];
  const build = (version: number) => {
    calls.push(version);
    return new Promise<string | typeof SUPERSEDED>((resolve, reject) => pending.push({ resolve, reject }));
  };
  /** Finishes the oldest unfinished build, then lets the index take its answer. */
  const finish = async (answer: string | typeof SUPERSEDED | Error) => {
    const p = pending.shift()!;
    if (answer instanceof Error) p.reject(answer);
    else p.resolve(answer);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { calls, build, finish };
}

/** What a request got so far: its index, its error, or nothing yet. */
function track(p: Promise<Built<string>>) {
  const seen: { built?: Built<string>; error?: Error } = {};
  p.then((b) => (seen.built = b), (e: Error) => (seen.error = e));
  return seen;
}

const DEBOUNCE = 300;

describe('dev search index schedule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('builds nothing until asked; a request waits for the build it starts, the next is served at once', async () => {
    const b = builds();
    const index = createDevIndex({ build: b.build, debounceMs: DEBOUNCE });
    index.edited();
    await vi.advanceTimersByTimeAsync(DEBOUNCE * 2);
    expect(b.calls).toEqual([]);
    const first = track(index.current());
    expect(b.calls).toEqual([1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(first).toEqual({});
    await b.finish('v1');
    expect(first.built).toEqual({ version: 1, value: 'v1' });
    expect(await index.current()).toEqual({ version: 1, value: 'v1' });
    expect(b.calls).toEqual([1]);
  });

  it('never serves an index older than an edit: a request after the edit waits for the build that has it', async () => {
    const b = builds();
    const index = createDevIndex({ build: b.build, debounceMs: DEBOUNCE });
    const before = track(index.current());
    index.edited();
    const after = track(index.current());
    // The build under way (from before the edit) finishes anyway, say in the fallback on the server's thread.
    await b.finish('stale');
    expect(before.built?.value).toBe('stale');
    expect(after).toEqual({});
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(b.calls).toEqual([0, 1]);
    await b.finish('fresh');
    expect(after.built).toEqual({ version: 1, value: 'fresh' });
    expect((await index.current()).value).toBe('fresh');
    // Files named by the older manifest stay servable, so its shards match the meta a page read.
    expect(index.at(0)?.value).toBe('stale');
  });

  it('a superseded build serves nobody: the waiting request gets the next one, after the edits pause', async () => {
    const b = builds();
    const index = createDevIndex({ build: b.build, debounceMs: DEBOUNCE });
    const asked = track(index.current());
    index.edited();
    await b.finish(SUPERSEDED);
    await vi.advanceTimersByTimeAsync(DEBOUNCE - 1);
    index.edited();
    await vi.advanceTimersByTimeAsync(DEBOUNCE - 1);
    // Edits still coming: no build between two saves.
    expect(b.calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.calls).toEqual([0, 2]);
    await b.finish('v2');
    expect(asked.built).toEqual({ version: 2, value: 'v2' });
  });

  it('a first request in a run of edits builds when the edits pause', async () => {
    const b = builds();
    const index = createDevIndex({ build: b.build, debounceMs: DEBOUNCE });
    index.edited();
    const asked = track(index.current());
    index.edited();
    await vi.advanceTimersByTimeAsync(DEBOUNCE - 1);
    expect(b.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(b.calls).toEqual([2]);
    await b.finish('v2');
    expect(asked.built).toEqual({ version: 2, value: 'v2' });
  });

  it('rebuilds once after a run of edits, once anyone has asked, so the next search finds it ready', async () => {
    const b = builds();
    const index = createDevIndex({ build: b.build, debounceMs: DEBOUNCE });
    void index.current();
    await b.finish('v0');
    for (let i = 0; i < 5; i++) {
      index.edited();
      await vi.advanceTimersByTimeAsync(DEBOUNCE / 2);
    }
    expect(b.calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(DEBOUNCE);
    expect(b.calls).toEqual([0, 5]);
    await b.finish('v5');
    expect(await index.current()).toEqual({ version: 5, value: 'v5' });
    expect(b.calls).toEqual([0, 5]);
  });

  it('a failed build answers its requests with the error, and the next request builds again', async () => {
    const b = builds();
    const index = createDevIndex({ build: b.build, debounceMs: DEBOUNCE });
    const asked = track(index.current());
    await b.finish(new Error('content/search-synonyms.yml:3: malformed YAML'));
    expect(asked.error?.message).toContain('search-synonyms.yml:3');
    const again = track(index.current());
    expect(b.calls).toEqual([0, 0]);
    await b.finish('v0');
    expect(again.built?.value).toBe('v0');
  });

  it('a build that throws at once still answers', async () => {
    const index = createDevIndex<string>({ build: () => { throw new Error('no model'); }, debounceMs: DEBOUNCE });
    await expect(index.current()).rejects.toThrow('no model');
  });

  it('closing answers the waiting requests', async () => {
    const b = builds();
    const index = createDevIndex({ build: b.build, debounceMs: DEBOUNCE });
    const asked = track(index.current());
    index.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.error?.message).toMatch(/closing/);
  });
});
