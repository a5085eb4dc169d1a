import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker that starts and never answers: an index request the network holds for ever. */
class SilentWorker {
  static made = 0;
  constructor() { SilentWorker.made++; }
  addEventListener(): void {}
  removeEventListener(): void {}
  postMessage(): void {}
  terminate(): void {}
}

async function freshClient() {
  vi.resetModules();
  return import('./client.ts');
}

/** Settles `p` into a readable state without awaiting it (fake timers drive the clock). */
function track(p: Promise<unknown>): { state: () => string } {
  let state = 'pending';
  p.then(() => { state = 'answered'; }, () => { state = 'failed'; });
  return { state: () => state };
}

const opts = { locale: 'en', limit: 8, snippets: false } as const;

describe('search client time limit', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    SilentWorker.made = 0;
    vi.stubGlobal('Worker', SilentWorker);
    vi.stubGlobal('document', { querySelector: () => null });
    vi.stubGlobal('window', { location: { pathname: '/docs' } });
    // The dev manifest: no index files, so nothing is fetched ahead.
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fails a search the worker never answers at the time limit', async () => {
    const c = await freshClient();
    const s = track(c.searchSite('inc', opts));
    await vi.advanceTimersByTimeAsync(c.TIMEOUT_MS - 1);
    expect(s.state()).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(s.state()).toBe('failed');
  });

  it('keeps one limit for the early answer and the panel asking again after it failed', async () => {
    const c = await freshClient();
    c.prefetchForPage('inc');
    const s = track(c.searchSite('inc', opts));
    await vi.advanceTimersByTimeAsync(c.TIMEOUT_MS);
    // The early answer timed out: asking again would have waited a second limit.
    expect(s.state()).toBe('failed');
  });

  it('gives a search on a worker dropped by another call only what is left of its own limit', async () => {
    const c = await freshClient();
    c.warmSearch('en');
    await vi.advanceTimersByTimeAsync(c.TIMEOUT_MS / 2);
    const s = track(c.searchSite('inc', opts));
    // The warm call times out and drops the worker; the search goes again on a fresh one.
    await vi.advanceTimersByTimeAsync(c.TIMEOUT_MS / 2);
    expect(SilentWorker.made).toBe(2);
    expect(s.state()).toBe('pending');
    await vi.advanceTimersByTimeAsync(c.TIMEOUT_MS / 2);
    expect(s.state()).toBe('failed');
  });
});
