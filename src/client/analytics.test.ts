import { describe, expect, it } from 'vitest';
import { gtagScriptUrl, startAnalytics } from './analytics.ts';

type Listener = (state: unknown) => void;

function fakeRouter(pathname: string) {
  const listeners: Listener[] = [];
  const stateAt = (p: string, nav = 'idle') => ({ location: { pathname: p, search: '' }, navigation: { state: nav }, matches: [{ route: { handle: { title: `T${p}` } } }] });
  return {
    state: stateAt(pathname),
    subscribe: (l: Listener) => { listeners.push(l); return () => {}; },
    go: (p: string, nav = 'idle') => listeners.forEach((l) => l(stateAt(p, nav))),
  };
}

function fakeWindow() {
  const appended: { src: string; onerror?: () => void }[] = [];
  const win = {
    dataLayer: undefined as unknown[] | undefined,
    location: { origin: 'https://entix.dev' },
    document: { createElement: () => ({}), head: { appendChild: (s: { src: string }) => appended.push(s) } },
  };
  return { win, appended, events: () => (win.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)) };
}

const opts = { gtagId: 'G-TEST1', anonymizeIp: true, enabled: true };

describe('analytics', () => {
  it('configures gtag with anonymize_ip and sends a page view at load and per navigation', () => {
    const { win, appended, events } = fakeWindow();
    const router = fakeRouter('/docs');
    expect(startAnalytics(router as never, opts, win as never)).toBe(true);
    expect(appended.map((s) => s.src)).toEqual([gtagScriptUrl('G-TEST1')]);
    router.go('/zh/docs/a', 'loading');
    router.go('/zh/docs/a');
    router.go('/zh/docs/a');
    const list = events();
    expect(list[1]).toEqual(['config', 'G-TEST1', { anonymize_ip: true, send_page_view: false }]);
    const views = list.filter((e) => e[0] === 'event');
    expect(views.map((e) => (e[2] as { page_path: string }).page_path)).toEqual(['/docs', '/zh/docs/a']);
    expect(views[1]![2]).toMatchObject({ page_location: 'https://entix.dev/zh/docs/a', page_title: 'T/zh/docs/a | Entix' });
  });
  it('loads nothing without an id or outside production', () => {
    for (const o of [{ ...opts, gtagId: undefined }, { ...opts, enabled: false }]) {
      const { win, appended } = fakeWindow();
      expect(startAnalytics(fakeRouter('/') as never, o, win as never)).toBe(false);
      expect(appended).toEqual([]);
      expect(win.dataLayer).toBeUndefined();
    }
  });
  it('stops queueing page views once the script failed to load', () => {
    const { win, appended, events } = fakeWindow();
    const router = fakeRouter('/');
    startAnalytics(router as never, opts, win as never);
    appended[0]!.onerror!();
    router.go('/docs');
    expect(events().filter((e) => e[0] === 'event')).toHaveLength(1);
  });
});
