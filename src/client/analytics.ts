import { afterLoadIdle } from './boot/yield.ts';

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

/** Sends one page view for a path+query and title, skipping a repeat of the last one. */
export type Track = (pathAndQuery: string, title: string) => void;

export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/**
 * gtag.js with IP anonymisation; page views are sent by us through the returned `Track` (the first
 * view needs no app for it). Nothing loads without an id or outside production, and nothing more
 * is queued once the script failed (offline, blocked): the page never notices.
 */
// The tag loads after load, at idle (`later`): it is a request to another origin, and started earlier it
// competes with the first paint for the connection (Lighthouse counts it in FCP).
export function startAnalytics(opts: AnalyticsOptions, win: GtagWindow = window as unknown as GtagWindow, later: (run: () => void) => void = afterLoadIdle): Track | undefined {
  const id = opts.gtagId;
  if (!id || !opts.enabled) return undefined;
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
  // Page views wait in the data layer until gtag.js reads it.
  later(() => {
    const script = win.document.createElement('script');
    script.async = true;
    script.src = gtagScriptUrl(id);
    script.onerror = () => { failed = true; };
    win.document.head.appendChild(script);
  });

  let last = '';
  return (pathAndQuery, title) => {
    if (failed || pathAndQuery === last) return;
    last = pathAndQuery;
    gtag('event', 'page_view', { send_to: id, page_location: win.location.origin + pathAndQuery, page_path: pathAndQuery, page_title: title });
  };
}
