/**
 * The page's one live region, outside #root: it must exist before React does (a swapped-in page's
 * title, Copy page's result), and React's tree must stay as prerendered for hydration. Both phases
 * announce through it. Made ahead of its first use, or some screen readers miss the change.
 */
export function announcer(doc: Document = document): HTMLElement {
  let el = doc.getElementById('entix-announcer');
  if (!el) {
    el = doc.createElement('p');
    el.id = 'entix-announcer';
    el.className = 'sr-only';
    el.setAttribute('aria-live', 'polite');
    el.setAttribute('aria-atomic', 'true');
    doc.body.append(el);
  }
  return el;
}

/** Says `text` through the live region; the same words twice in a row are still read out (a changed node is what screen readers hear). */
export function announce(text: string, doc: Document = document): void {
  const el = announcer(doc);
  el.textContent = el.textContent === text ? `${text}\u00a0` : text;
}
