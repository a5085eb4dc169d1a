import { describe, expect, it } from 'vitest';
import { gtagScriptUrl, startAnalytics } from './analytics.ts';
import { followRouter } from './follow-router.ts';

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
const now = (run: () => void) => run();

describe('analytics', () => {
  it('configures gtag with anonymize_ip; the first view and each navigation send one page view', () => {
    const { win, appended, events } = fakeWindow();
    const track = startAnalytics(opts, win as never, now)!;
    expect(appended.map((s) => s.src)).toEqual([gtagScriptUrl('G-TEST1')]);
    track('/docs', 'Docs | Entix');
    const router = fakeRouter('/docs');
    followRouter(router as never, track);
    router.go('/zh/docs/a', 'loading');
    router.go('/zh/docs/a');
    router.go('/zh/docs/a');
    const list = events();
    expect(list[1]).toEqual(['config', 'G-TEST1', { anonymize_ip: true, send_page_view: false }]);
    const views = list.filter((e) => e[0] === 'event');
    expect(views.map((e) => (e[2] as { page_path: string }).page_path)).toEqual(['/docs', '/zh/docs/a']);
    expect(views[0]![2]).toMatchObject({ page_title: 'Docs | Entix' });
    expect(views[1]![2]).toMatchObject({ page_location: 'https://entix.dev/zh/docs/a', page_title: 'T/zh/docs/a | Entix' });
  });
  it('loads nothing without an id or outside production', () => {
    for (const o of [{ ...opts, gtagId: undefined }, { ...opts, enabled: false }]) {
      const { win, appended } = fakeWindow();
      expect(startAnalytics(o, win as never, now)).toBeUndefined();
      expect(appended).toEqual([]);
      expect(win.dataLayer).toBeUndefined();
    }
  });
  it('adds the tag only when told to (after load, at idle), queueing page views meanwhile', () => {
    const { win, appended, events } = fakeWindow();
    let load: (() => void) | undefined;
    const track = startAnalytics(opts, win as never, (run) => { load = run; })!;
    track('/', 'Entix');
    expect(appended).toEqual([]);
    expect(events().filter((e) => e[0] === 'event')).toHaveLength(1);
    load!();
    expect(appended.map((s) => s.src)).toEqual([gtagScriptUrl('G-TEST1')]);
  });
  it('stops queueing page views once the script failed to load', () => {
    const { win, appended, events } = fakeWindow();
    const track = startAnalytics(opts, win as never, now)!;
    track('/', 'Entix');
    appended[0]!.onerror!();
    track('/docs', 'Docs | Entix');
    expect(events().filter((e) => e[0] === 'event')).toHaveLength(1);
  });
});
