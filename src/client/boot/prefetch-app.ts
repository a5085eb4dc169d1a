import { afterLoadIdle, idleSteps } from './yield.ts';
import { connectionOf, prefetchAllowed } from '../dom/connection.ts';
import { META_APP, META_SEARCH_APP } from '../../shared/names.ts';

/**
 * Into the HTTP cache only (`prefetch`), where the first use's import finds them. Not
 * `modulepreload`: Chromium compiles a preloaded module on the main thread, and React DOM's compile
 * alone is a long task that Lighthouse counts in Total Blocking Time.
 */
function add(doc: Document, href: string): void {
  if (doc.querySelector(`link[href="${href}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  doc.head.append(link);
}

// A click just after load swaps in its page (swap-navigation.ts): that fetch must not queue behind the app's chunks.
const SETTLE_MS = 1000;

const names = (doc: Document, name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ').filter(Boolean) ?? [];

/**
 * Once the page has loaded and the main thread is idle, fetches the app's chunks (named by the
 * build in <meta name="entix:app">) without compiling or running them, so the first use needs no network;
 * and the code a first search runs (<meta name="entix:search-app">: its chunks and the worker script).
 */
export function prefetchAppWhenIdle(win: Window = window, alsoThen?: () => void): void {
  const doc = win.document;
  // The app's chunks first: the first click needs them; search's after.
  const go = () => idleSteps([...[...names(doc, META_APP), ...names(doc, META_SEARCH_APP)].map((href) => () => add(doc, href)), () => alsoThen?.()], win);
  if (!prefetchAllowed(connectionOf(win))) return;
  afterLoadIdle(go, win, SETTLE_MS);
}
