import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSwapNavigation } from './swap-navigation.ts';

const origin = 'https://entix.dev';

/** A window with what the page swap touches before a click: listeners, frames, timers and fetch. */
function fakeWindow(connection?: { saveData?: boolean; effectiveType?: string }) {
  const listeners = new Map<string, EventListener[]>();
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>(() => {}));
  const a = { href: `${origin}/docs/next`, target: '', hasAttribute: () => false };
  const linkTarget = { closest: (s: string) => (s === 'a[href]' ? a : null) };
  const win = {
    document: { body: null, addEventListener: () => {} },
    location: { origin, pathname: '/docs/intro', search: '', href: `${origin}/docs/intro` },
    addEventListener: (type: string, fn: EventListener) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => tasks.push(fn),
    fetch,
    navigator: { connection },
  };
  const fire = (type: string) => {
    const e = { type, button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target: linkTarget };
    for (const fn of listeners.get(type) ?? []) fn(e as unknown as Event);
  };
  const run = (queue: (() => void)[]) => { for (const fn of queue.splice(0)) fn(); };
  return { win: win as unknown as Window, fire, fetch, nextFrame: () => { run(frames); run(tasks); } };
}

describe('installSwapNavigation', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('fetches a hovered link after the next frame, a pressed one at once', () => {
    // Element is what the swap checks targets against.
    vi.stubGlobal('Element', Object);
    const { win, fire, fetch, nextFrame } = fakeWindow();
    installSwapNavigation({ appOwnsPage: () => false }, win);
    fire('pointerover');
    expect(fetch).not.toHaveBeenCalled();
    nextFrame();
    expect(fetch).toHaveBeenCalledTimes(1);
    const other = fakeWindow();
    installSwapNavigation({ appOwnsPage: () => false }, other.win);
    other.fire('pointerdown');
    expect(other.fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing ahead of the click with saveData or on 2g (the one prefetch policy)', () => {
    vi.stubGlobal('Element', Object);
    for (const c of [{ saveData: true }, { effectiveType: '2g' }]) {
      const { win, fire, fetch, nextFrame } = fakeWindow(c);
      installSwapNavigation({ appOwnsPage: () => false }, win);
      fire('pointerover');
      nextFrame();
      fire('pointerdown');
      expect(fetch).not.toHaveBeenCalled();
    }
  });
});
