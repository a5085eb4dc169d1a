export interface SearchIntent {
  /** The worker and the index meta file start loading. */
  warm: () => void;
  /** The first text typed in the box: its term files start loading beside the meta file. */
  typed: (text: string) => void;
}

const isBox = (e: Event) => {
  const el = e.target as Partial<Element> | null;
  return typeof el?.closest === 'function' && !!el.closest('.search-box__input');
};

/**
 * The reader reaches for the search box (a press on it, or focus: Ctrl/Cmd+K focuses it too): the
 * search worker and its index start loading now, beside the app's hydration, not after it. The
 * first keystroke, often typed before either is there, starts its own term files at once.
 */
export function warmSearchOnIntent(intent: SearchIntent, doc: Document = document): void {
  const on = (e: Event) => {
    if (!isBox(e)) return;
    doc.removeEventListener('pointerdown', on, true);
    doc.removeEventListener('focusin', on, true);
    intent.warm();
  };
  const onInput = (e: Event) => {
    const text = isBox(e) ? (e.target as HTMLInputElement).value.trim() : '';
    if (!text) return;
    doc.removeEventListener('input', onInput, true);
    intent.typed(text);
  };
  doc.addEventListener('pointerdown', on, true);
  doc.addEventListener('focusin', on, true);
  doc.addEventListener('input', onInput, true);
}
