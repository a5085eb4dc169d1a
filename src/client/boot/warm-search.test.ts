import { describe, expect, it, vi } from 'vitest';
import { APP_PANEL, warmSearchOnIntent } from './warm-search.ts';

function fakeDocument() {
  const listeners = new Map<string, Set<EventListener>>();
  let appPanel = false;
  const doc = {
    querySelector: (s: string) => (s === APP_PANEL && appPanel ? {} : null),
    addEventListener: (type: string, fn: EventListener) => { if (!listeners.has(type)) listeners.set(type, new Set()); listeners.get(type)!.add(fn); },
    removeEventListener: (type: string, fn: EventListener) => { listeners.get(type)?.delete(fn); },
  };
  const box = { closest: (s: string) => (s === '.search-box__input' ? {} : null), value: '' };
  const other = { closest: () => null, value: 'elsewhere' };
  const fire = (type: string, onBox: boolean, value = '') => {
    box.value = value;
    for (const fn of [...(listeners.get(type) ?? [])]) fn({ type, target: onBox ? box : other } as unknown as Event);
  };
  const showAppPanel = () => { appPanel = true; };
  return { doc: doc as unknown as Document, fire, showAppPanel, count: () => [...listeners.values()].reduce((n, s) => n + s.size, 0) };
}

describe('warmSearchOnIntent', () => {
  it('warms once, on the first pointer over, press on or focus of the search box, and ignores the rest of the page', () => {
    const { doc, fire, count } = fakeDocument();
    const warm = vi.fn();
    warmSearchOnIntent({ warm, typed: vi.fn() }, doc);
    fire('pointerover', false);
    fire('pointerdown', false);
    fire('focusin', false);
    expect(warm).not.toHaveBeenCalled();
    fire('pointerover', true);
    fire('pointerdown', true);
    fire('focusin', true);
    expect(warm).toHaveBeenCalledTimes(1);
    // Only the listener for the first text typed is left.
    expect(count()).toBe(1);
  });
  it('passes on each text typed in the box until the app\'s panel is up, and not text typed elsewhere or blanks', () => {
    const { doc, fire, count, showAppPanel } = fakeDocument();
    const typed = vi.fn();
    warmSearchOnIntent({ warm: vi.fn(), typed }, doc);
    fire('input', false);
    fire('input', true, '  ');
    expect(typed).not.toHaveBeenCalled();
    fire('input', true, 'd ');
    fire('input', true, 'de');
    expect(typed.mock.calls).toEqual([['d'], ['de']]);
    expect(count()).toBe(4);
    showAppPanel();
    fire('input', true, 'del');
    expect(typed.mock.calls).toEqual([['d'], ['de']]);
    expect(count()).toBe(3);
  });
});

describe('warmSearchOnIntent after the frame', () => {
  it('warms in a task after the next frame, not in the input event itself', () => {
    const { doc, fire } = fakeDocument();
    const queued: (() => void)[] = [];
    (doc as unknown as { defaultView: unknown }).defaultView = {
      requestAnimationFrame: (fn: () => void) => queued.push(fn),
      setTimeout: (fn: () => void) => queued.push(fn),
    };
    const warm = vi.fn();
    warmSearchOnIntent({ warm, typed: vi.fn() }, doc);
    fire('focusin', true);
    expect(warm).not.toHaveBeenCalled();
    queued.shift()!();
    expect(warm).not.toHaveBeenCalled();
    queued.shift()!();
    expect(warm).toHaveBeenCalledTimes(1);
  });
});
