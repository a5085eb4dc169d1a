import { describe, expect, it, vi } from 'vitest';
import { hydrateOnIntent } from './hydrate-on-intent.ts';

/** A window with just what the boot touches; `fire` calls the listeners as the browser would. */
function fakeWindow() {
  const listeners = new Map<string, Set<EventListener>>();
  const attrs = new Map<string, string>();
  const win = {
    addEventListener: (type: string, fn: EventListener) => { if (!listeners.has(type)) listeners.set(type, new Set()); listeners.get(type)!.add(fn); },
    removeEventListener: (type: string, fn: EventListener) => { listeners.get(type)?.delete(fn); },
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    document: { documentElement: { setAttribute: (k: string, v: string) => attrs.set(k, v) } },
  };
  const link = { closest: (s: string) => (s === 'a[href]' ? {} : null) };
  const text = { closest: () => null };
  const fire = (type: string, onLink = false, key?: string) => {
    const e = { type, key, target: onLink ? link : text, stopPropagation: vi.fn(), preventDefault: vi.fn() };
    for (const fn of listeners.get(type) ?? []) fn(e as unknown as Event);
    return e;
  };
  return { win: win as unknown as Window, attrs, fire, count: (type: string) => listeners.get(type)?.size ?? 0 };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('hydrateOnIntent', () => {
  it('starts the app once, on the first sign of use, and hands over to React when it is ready', async () => {
    const { win, attrs, fire, count } = fakeWindow();
    const start = vi.fn(() => Promise.resolve());
    const onReady = vi.fn();
    hydrateOnIntent({ eager: false, start, onReady }, win);
    expect(start).not.toHaveBeenCalled();
    fire('scroll');
    fire('pointerdown');
    expect(start).not.toHaveBeenCalled();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    await settle();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(attrs.has('data-hydrated')).toBe(true);
    expect(count('click') + count('pointerdown')).toBe(0);
  });

  it('does not start on a pointer passing over the page or on scrolling: the press that follows must not wait behind the app', async () => {
    const { win, fire } = fakeWindow();
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent({ eager: false, start }, win);
    fire('pointermove');
    fire('pointerover');
    fire('wheel');
    fire('scroll');
    await settle();
    expect(start).not.toHaveBeenCalled();
    fire('pointerdown');
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start on a pointer over, pressing or focusing a link: the page is about to be left', async () => {
    const { win, fire } = fakeWindow();
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent({ eager: false, start }, win);
    fire('pointerdown', true);
    fire('focusin', true);
    fire('touchstart', true);
    await settle();
    expect(start).not.toHaveBeenCalled();
    fire('pointerdown');
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never holds a link click: before React is ready React does not see it (the browser or the page swap takes it)', async () => {
    const { win, fire } = fakeWindow();
    // An app chunk that stalls for ever.
    hydrateOnIntent({ eager: true, start: () => new Promise<void>(() => undefined) }, win);
    const click = fire('click', true);
    expect(click.preventDefault).not.toHaveBeenCalled();
    expect(click.stopPropagation).toHaveBeenCalled();
    const other = fire('click');
    expect(other.stopPropagation).not.toHaveBeenCalled();
    await settle();
    expect(fire('click', true).preventDefault).not.toHaveBeenCalled();
  });

  it('leaves a link click to React once hydration has begun, and not before', () => {
    const { win, fire } = fakeWindow();
    let began = false;
    hydrateOnIntent({ eager: true, start: () => new Promise<void>(() => undefined), hydrating: () => began }, win);
    expect(fire('click', true).stopPropagation).toHaveBeenCalled();
    began = true;
    const click = fire('click', true);
    expect(click.stopPropagation).not.toHaveBeenCalled();
    expect(click.preventDefault).not.toHaveBeenCalled();
  });

  it('leaves the page as it is when the app fails to load, and tries again on the next sign of use', async () => {
    const { win, attrs, fire } = fakeWindow();
    const start = vi.fn().mockRejectedValueOnce(new Error('chunk 404')).mockResolvedValueOnce(undefined);
    const onReady = vi.fn();
    hydrateOnIntent({ eager: false, start, onReady }, win);
    fire('keydown');
    await settle();
    await settle();
    expect(attrs.has('data-app-failed')).toBe(true);
    expect(onReady).not.toHaveBeenCalled();
    expect(fire('click', true).preventDefault).not.toHaveBeenCalled();
    fire('focusin');
    await settle();
    expect(start).toHaveBeenCalledTimes(2);
    await settle();
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('does not start on a modifier key alone, only on the key it modifies', async () => {
    const { win, fire } = fakeWindow();
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent({ eager: false, start }, win);
    for (const key of ['Control', 'Shift', 'Alt', 'Meta']) fire('keydown', false, key);
    await settle();
    expect(start).not.toHaveBeenCalled();
    fire('keydown', false, 'k');
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once when eager', () => {
    const { win } = fakeWindow();
    const start = vi.fn(() => Promise.resolve());
    hydrateOnIntent({ eager: true, start }, win);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
