import site from 'virtual:entix/site';
// Apart from analytics.ts, which the first view runs: page titles need the UI strings of every
// locale, which only the app (main.tsx) should bring.
import type { createBrowserRouter } from 'react-router';
import { pageTitle } from '../shared/head.ts';
import { localeOfPath } from '../shared/locales.ts';
import type { Track } from './analytics.ts';
import type { PageHandle } from './router/page-handle.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;
type RouterState = DataRouter['state'];

/** A page view per client-side navigation that changes the path or query. */
export function followRouter(router: Pick<DataRouter, 'state' | 'subscribe'>, track: Track): void {
  const send = (state: RouterState) => {
    const { pathname, search } = state.location;
    const handle = (state.matches[state.matches.length - 1]?.route.handle ?? {}) as PageHandle;
    track(pathname + search, pageTitle(handle, localeOfPath(pathname), site.title));
  };
  send(router.state);
  router.subscribe((state) => { if (state.navigation.state === 'idle') send(state); });
}
