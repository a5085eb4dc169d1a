import { afterLoadIdle } from './yield.ts';

export interface Connection { saveData?: boolean; effectiveType?: string }

/** No fetching ahead on slow links or when the reader asked to save data. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function add(doc: Document, rel: string, href: string): void {
  if (doc.querySelector(`link[href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = rel;
  if (rel === 'modulepreload') link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}

// A click just after load swaps in its page (swap-navigation.ts): that fetch must not queue behind the app's chunks.
const SETTLE_MS = 1000;

const names = (doc: Document, name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];

/**
 * Once the page has loaded and the main thread is idle, fetches the app's chunks (named by the
 * build in <meta name="entix:app">) without running them, so the first use only has to run them;
 * and the code a first search runs (<meta name="entix:search-app">: its chunks and the worker script).
 */
export function prefetchAppWhenIdle(win: Window = window, alsoThen?: () => void): void {
  const doc = win.document;
  const go = () => {
    for (const href of names(doc, 'entix:app')) add(doc, 'modulepreload', href);
    // The worker is not a module of this document: into the HTTP cache, where the worker's fetch finds it.
    for (const href of names(doc, 'entix:search-app')) add(doc, /\.worker-[^/]*\.js$/.test(href) ? 'prefetch' : 'modulepreload', href);
    alsoThen?.();
  };
  if (!prefetchAllowed((win.navigator as Navigator & { connection?: Connection }).connection)) return;
  afterLoadIdle(go, win, SETTLE_MS);
}
