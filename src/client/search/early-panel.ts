import type { SearchAnswer } from '../../shared/search/types.ts';
import { siteHref } from '../base.ts';
import { hitHref } from './urls.ts';
import { EARLY_HOST, earlyHost, earlyInput } from '../boot/search-host.ts';

/**
 * The first keystrokes' suggestions while React does not own the box yet (the key that woke the
 * app is answered by the worker long before React has hydrated and loaded its panel). Plain DOM,
 * outside `#root`, so hydration never sees it; the same classes as the app's panel, which takes
 * its place as soon as it has an answer of its own (SearchPanel calls `clearEarlyPanel`).
 */
let unlisten: (() => void) | undefined;

export function clearEarlyPanel(doc: Document = document): void {
  unlisten?.();
  unlisten = undefined;
  doc.getElementById(EARLY_HOST)?.remove();
}

export function showEarlyPanel(query: string, answer: SearchAnswer, doc: Document = document): void {
  const input = earlyInput(doc);
  // A later keystroke (its own answer follows), a box the reader left, or the app's panel: nothing to show.
  if (!input || input.value.trim() !== query) return;
  clearEarlyPanel(doc);
  if (!answer.hits.length) return;
  const el = (tag: string, cls: string) => Object.assign(doc.createElement(tag), { className: cls });
  const panel = earlyHost(input, doc);
  for (const h of answer.hits) {
    const a = el('a', 'search-hit') as HTMLAnchorElement;
    a.href = siteHref(hitHref(h.url, answer.words));
    const title = el('span', 'search-hit__title');
    title.textContent = h.title;
    if (h.section) title.append(Object.assign(el('span', 'search-hit__section'), { textContent: ` › ${h.section}` }));
    a.append(title);
    panel.append(a);
  }
  // A press on a suggestion keeps the focus in the box (a blur would remove the panel before the click).
  panel.addEventListener('mousedown', (e) => e.preventDefault());
  const drop = () => clearEarlyPanel(doc);
  // As in the app's box: the first Escape closes the suggestions (not the search input's own clearing), a second clears.
  const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') { e.preventDefault(); drop(); } };
  input.addEventListener('blur', drop);
  input.addEventListener('keydown', onKey);
  doc.defaultView?.addEventListener('scroll', drop, { passive: true });
  unlisten = () => {
    input.removeEventListener('blur', drop);
    input.removeEventListener('keydown', onKey);
    doc.defaultView?.removeEventListener('scroll', drop);
  };
}
