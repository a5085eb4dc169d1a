/**
 * The reader reaches for the search box (a press on it, or focus: Ctrl/Cmd+K focuses it too): the
 * search worker and its index start loading now, beside the app's hydration, not after it.
 */
export function warmSearchOnIntent(warm: () => void, doc: Document = document): void {
  const on = (e: Event) => {
    const el = e.target as Partial<Element> | null;
    if (typeof el?.closest !== 'function' || !el.closest('.search-box__input')) return;
    doc.removeEventListener('pointerdown', on, true);
    doc.removeEventListener('focusin', on, true);
    warm();
  };
  doc.addEventListener('pointerdown', on, true);
  doc.addEventListener('focusin', on, true);
}
