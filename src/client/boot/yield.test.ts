import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterLoadIdle, idleSteps } from './yield.ts';

/** A window whose first contentful paint is reported when the test says so. */
function fakeWindow(opts: { painted?: boolean; observer?: boolean } = {}) {
  let report: (() => void) | undefined;
  let painted = opts.painted ?? false;
  const timers: (() => void)[] = [];
  const loads: (() => void)[] = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(private cb: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {}
    observe() {
      report = () => this.cb({ getEntriesByName: (n) => (n === 'first-contentful-paint' && painted ? [{}] : []) });
      // `buffered: true` delivers a paint that already happened.
      if (painted) queueMicrotask(report);
    }
    disconnect() { report = undefined; }
  }
  const win = {
    PerformanceObserver: opts.observer === false ? undefined : Observer,
    document: { readyState: 'loading' },
    addEventListener: (_: string, fn: () => void) => loads.push(fn),
    setTimeout: (fn: () => void) => { timers.push(fn); return timers.length; },
  };
  return {
    win: win as unknown as Window,
    paint: () => { painted = true; report?.(); },
    load: () => { win.document.readyState = 'complete'; loads.forEach((f) => f()); },
    timers,
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint', () => {
    const { win, paint } = fakeWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    expect(run).not.toHaveBeenCalled();
    paint();
    paint();
    expect(run).toHaveBeenCalledTimes(1);
  });
  it('runs once, from the fallback timer, when no paint is ever reported', () => {
    const { win, timers, paint } = fakeWindow();
    const run = vi.fn();
    afterFirstPaint(run, win);
    timers.forEach((t) => t());
    paint();
    expect(run).toHaveBeenCalledTimes(1);
  });
  it('runs at once where paint timing is not supported', () => {
    const { win } = fakeWindow({ observer: false });
    const run = vi.fn();
    afterFirstPaint(run, win);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('afterLoadIdle', () => {
  it('waits for load, then the first paint, then the delay', async () => {
    const { win, load, paint, timers } = fakeWindow();
    const run = vi.fn();
    afterLoadIdle(run, win, 1000);
    paint();
    expect(timers).toHaveLength(0);
    load();
    await Promise.resolve();
    // The paint had happened: the fallback timer, then the delay's.
    expect(timers).toHaveLength(2);
    timers[1]!();
    // No requestIdleCallback in this window: a timer stands in for it.
    timers[2]!();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('idleSteps', () => {
  it('runs one step per idle callback, in order', () => {
    const idle: (() => void)[] = [];
    const win = { requestIdleCallback: (fn: () => void) => idle.push(fn) } as unknown as Window;
    const done: number[] = [];
    idleSteps([1, 2, 3].map((n) => () => done.push(n)), win);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(done).toEqual([1]);
    idle[1]!();
    idle[2]!();
    expect(done).toEqual([1, 2, 3]);
    expect(idle).toHaveLength(3);
  });
});
