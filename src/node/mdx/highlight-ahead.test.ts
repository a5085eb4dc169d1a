import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The worker is faked: each test says what it answers, and when it ends.
const worker = vi.hoisted(() => ({ onMessage: (_m: [string, string | null][]) => {}, end: (_e?: Error) => {} }));
vi.mock('../ts-worker.ts', () => ({
  streamTsWorker: (_root: string, _file: string, _data: unknown, onMessage: (m: [string, string | null][]) => void) =>
    new Promise<void>((resolve, reject) => {
      worker.onMessage = onMessage;
      worker.end = (e) => (e ? reject(e) : resolve());
    }),
}));

const { createHighlightAhead } = await import('./highlight-ahead.ts');
let ahead: ReturnType<typeof createHighlightAhead>;
beforeEach(() => {
  const memo = createHighlightMemo();
  highlighted = memo.html;
  ahead = createHighlightAhead(memo);
});
const { createHighlightMemo } = await import('./rehype-code.ts');
let highlighted: Map<string, string>;

const settled = (p: Promise<void>) => Promise.race([p.then(() => true), new Promise((r) => setTimeout(() => r(false), 20))]);

afterEach(() => {
  worker.end();
  vi.useRealTimers();
});

describe('waiting for blocks the highlight worker was given', () => {
  it('resolves when the worker has answered each block, highlighted or failed', async () => {
    void ahead.start('/r', ['a.md'], ['k1', 'k2', 'k3']);
    const wait = ahead.wait(['k1', 'k2', 'not-given']);
    worker.onMessage([['k1', '<pre>1</pre>']]);
    expect(await settled(wait)).toBe(false);
    worker.onMessage([['k2', null]]);
    expect(await settled(wait)).toBe(true);
    expect(highlighted.get('k1')).toBe('<pre>1</pre>');
    expect(highlighted.has('k2')).toBe(false);
    // Answered already, or never given: nothing to wait for.
    expect(await settled(ahead.wait(['k1', 'other']))).toBe(true);
  });

  it('does not wait for a block the cache already had', async () => {
    highlighted.set('cached', '<pre>c</pre>');
    void ahead.start('/r', ['a.md'], ['cached']);
    expect(await settled(ahead.wait(['cached']))).toBe(true);
  });

  it('stops waiting when the worker dies before answering', async () => {
    const started = ahead.start('/r', ['a.md'], ['k1']);
    const wait = ahead.wait(['k1']);
    worker.end(new Error('worker exited with code 1'));
    await started;
    expect(await settled(wait)).toBe(true);
    expect(highlighted.has('k1')).toBe(false);
  });

  it('stops waiting when the worker stops answering', async () => {
    vi.useFakeTimers();
    void ahead.start('/r', ['a.md'], ['k1', 'k2'], undefined, undefined, 1_000);
    let done = false;
    void ahead.wait(['k1', 'k2'], 1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(900);
    // An answer restarts the clock.
    worker.onMessage([['k1', '<pre>1</pre>']]);
    await vi.advanceTimersByTimeAsync(900);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });
});
