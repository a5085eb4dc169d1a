/**
 * A live region of the page's own, outside #root: the app's region must stay as prerendered
 * (empty) for hydration, and the boot's announcements (a swapped-in page's title, Copy page's
 * result) need one before React exists. Made ahead of its first use, or some screen readers miss the change.
 */
export function announcer(doc: Document = document): HTMLElement {
  let el = doc.getElementById('entix-boot-announcer');
  if (!el) {
    el = doc.createElement('p');
    el.id = 'entix-boot-announcer';
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
