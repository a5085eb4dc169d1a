import type { createBrowserRouter } from 'react-router';
import { pageTitle } from '../shared/head.ts';
import { localeOfPath } from '../shared/locales.ts';
import type { PageHandle } from './router/page-handle.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;
type RouterState = DataRouter['state'];

export interface AnalyticsOptions {
  gtagId?: string;
  anonymizeIp: boolean;
  /** Production builds only: dev servers and dev builds send nothing. */
  enabled: boolean;
}

interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  document: Document;
  location: Location;
}

export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/**
 * gtag.js with IP anonymisation and page views sent by us: one at load, one per client-side
 * navigation (path or query change). Nothing loads without an id or outside production, and
 * nothing more is queued once the script failed (offline, blocked): the page never notices.
 */
export function startAnalytics(router: Pick<DataRouter, 'state' | 'subscribe'>, opts: AnalyticsOptions, win: GtagWindow = window as unknown as GtagWindow): boolean {
  const id = opts.gtagId;
  if (!id || !opts.enabled) return false;
  const layer = (win.dataLayer ??= []);
  // gtag.js reads Arguments objects from the data layer, not arrays.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    layer.push(arguments);
  };
  const gtag = win.gtag;
  let failed = false;
  gtag('js', new Date());
  gtag('config', id, { anonymize_ip: opts.anonymizeIp, send_page_view: false });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = gtagScriptUrl(id);
  script.onerror = () => { failed = true; };
  win.document.head.appendChild(script);

  let last = '';
  const send = (state: RouterState) => {
    const { pathname, search } = state.location;
    if (failed || pathname + search === last) return;
    last = pathname + search;
    const handle = (state.matches[state.matches.length - 1]?.route.handle ?? {}) as PageHandle;
    gtag('event', 'page_view', {
      send_to: id,
      page_location: win.location.origin + pathname + search,
      page_path: pathname + search,
      page_title: pageTitle(handle, localeOfPath(pathname)),
    });
  };
  send(router.state);
  router.subscribe((state) => { if (state.navigation.state === 'idle') send(state); });
  return true;
}
