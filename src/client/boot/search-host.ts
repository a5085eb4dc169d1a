import { APP_PANEL } from './warm-search.ts';

/**
 * Where the box's suggestions or its failure hang before React owns the box: plain DOM outside
 * `#root` (hydration never sees it), placed over the box as the app's panel is (search.css
 * positions `.search-panel` against `.search-box`). One host at a time; the app's panel removes it.
 */
export const EARLY_HOST = 'search-early';

/** The box the reader is typing in, if the app's panel does not answer it yet. */
export function earlyInput(doc: Document): HTMLInputElement | null {
  const input = doc.querySelector<HTMLInputElement>('#root .search-box__input');
  return input && doc.activeElement === input && !doc.querySelector(APP_PANEL) ? input : null;
}

/** A fresh host over `input`'s box, holding an empty `.search-panel` (returned). */
export function earlyHost(input: HTMLInputElement, doc: Document = document): HTMLElement {
  doc.getElementById(EARLY_HOST)?.remove();
  const r = (input.closest('.search-box') ?? input).getBoundingClientRect();
  const host = doc.createElement('div');
  host.id = host.className = EARLY_HOST;
  Object.assign(host.style, { position: 'fixed', left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px`, zIndex: '201', pointerEvents: 'none' });
  const panel = doc.createElement('div');
  panel.className = 'search-panel';
  panel.style.pointerEvents = 'auto';
  host.append(panel);
  doc.body.append(host);
  return panel;
}

/**
 * Search's code or index could not load before the app took the box (offline, or a deploy
 * replaced the hashed files this page names): the reader is told at the box, never left with a
 * box that does nothing. The box is a GET form, so Enter still opens the search page with a full
 * load (the new deploy's, if there is one). Its texts are the box's own, prerendered in its locale.
 */
export function showSearchFailure(doc: Document = document): void {
  const input = earlyInput(doc);
  if (!input?.value.trim() || doc.documentElement.hasAttribute('data-hydrated')) return;
  const form = input.form;
  const text = doc.defaultView?.navigator.onLine === false ? form?.dataset.offline : form?.dataset.failed;
  if (!text) return;
  const p = doc.createElement('p');
  p.className = 'search-panel__error';
  p.setAttribute('role', 'alert');
  p.textContent = text;
  earlyHost(input, doc).append(p);
  input.addEventListener('blur', () => doc.getElementById(EARLY_HOST)?.remove(), { once: true });
}
