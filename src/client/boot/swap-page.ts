/**
 * Puts a prerendered page in place of the current one without a new document: its #root, its
 * managed head tags, `lang`, `dir` and title, its route chunk preload. What the browser does
 * after a navigation follows: scroll to the top or the #anchor, focus on the h1, the title read
 * out. Returns false, changing nothing, when the HTML is not one of our pages.
 */
import { MANAGED } from '../head-attr.ts';
import { pageArrived } from '../dom/page-arrival.ts';
import { restoreTabs } from '../dom/tabs.ts';
import { announcer } from '../dom/announcer.ts';

const NOTICE = 'entix-boot-notice';

/**
 * A link followed offline before the app runs: the page stays, and the reader is told (the
 * browser's own navigation would show its offline page). Visible, and read out; it goes with
 * the next page shown or the network's return.
 */
export function showOffline(doc: Document = document): void {
  const text = doc.querySelector<HTMLElement>('.navbar[data-offline]')?.dataset.offline;
  if (!text) return;
  let el = doc.getElementById(NOTICE);
  if (!el) {
    el = doc.createElement('p');
    el.id = NOTICE;
    el.className = 'boot-notice';
    el.setAttribute('role', 'alert');
    doc.body.append(el);
    doc.defaultView?.addEventListener('online', () => clearNotice(doc), { once: true });
  }
  el.textContent = text;
}

export function clearNotice(doc: Document = document): void {
  doc.getElementById(NOTICE)?.remove();
}

export function swapPage(html: string, url: URL, doc: Document = document): boolean {
  const next = new DOMParser().parseFromString(html, 'text/html');
  const root = next.getElementById('root');
  const current = doc.getElementById('root');
  // Not a prerendered page (the dev server's shell): the browser's navigation does it right.
  if (!root?.hasChildNodes() || !current) return false;

  for (const el of doc.head.querySelectorAll(`[${MANAGED}]`)) el.remove();
  for (const el of next.head.querySelectorAll(`[${MANAGED}], link[rel="modulepreload"]`)) {
    if (el.matches('link[rel="modulepreload"]') && doc.head.querySelector(`link[href="${el.getAttribute('href')}"]`)) continue;
    doc.head.append(doc.adoptNode(el));
  }
  doc.title = next.title;
  const top = doc.documentElement;
  for (const name of ['lang', 'dir']) {
    const v = next.documentElement.getAttribute(name);
    if (v === null) top.removeAttribute(name);
    else top.setAttribute(name, v);
  }
  current.replaceWith(doc.adoptNode(root));
  clearNotice(doc);
  // Before scrolling to the anchor: a kept tab choice can change the page's height.
  restoreTabs(root);

  const win = doc.defaultView!;
  const anchor = url.hash ? doc.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else win.scrollTo(0, 0);
  pageArrived(doc, !!anchor);
  return true;
}
