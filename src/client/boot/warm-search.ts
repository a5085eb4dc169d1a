import { afterNextPaint } from './yield.ts';

export interface SearchIntent {
  /** The worker and the index meta file start loading. */
  warm: () => void;
  /** Text typed in the box before the app's panel is up: its term files start loading beside the meta file. */
  typed: (text: string) => void;
}

/** The app's own suggestions panel: once it is up, it answers every keystroke (search/early-panel.ts answers before). */
export const APP_PANEL = '#root .search-box .search-panel';

/** A pointer over the box (a mouse reader is about to click it), a press on it, or its focus. */
const WARM_ON = ['pointerover', 'pointerdown', 'focusin'] as const;

const isBox = (e: Event) => {
  const el = e.target as Partial<Element> | null;
  return typeof el?.closest === 'function' && !!el.closest('.search-box__input');
};

/**
 * The reader reaches for the search box (a pointer over it, a press, or focus: Ctrl/Cmd+K focuses it too): the
 * search worker and its index start loading now, beside the app's hydration, not after it. The
 * first keystroke, often typed before either is there, starts its own term files at once.
 */
export function warmSearchOnIntent(intent: SearchIntent, doc: Document = document): void {
  const on = (e: Event) => {
    if (!isBox(e)) return;
    for (const type of WARM_ON) doc.removeEventListener(type, on, true);
    // After the frame that shows the focus: loading the client and starting the worker is not part of answering the key.
    const win = doc.defaultView;
    if (win) afterNextPaint(intent.warm, win);
    else intent.warm();
  };
  const onInput = (e: Event) => {
    // Until the app's panel is up, every keystroke is answered from here (search/early-panel.ts).
    if (doc.querySelector(APP_PANEL)) {
      doc.removeEventListener('input', onInput, true);
      return;
    }
    const text = isBox(e) ? (e.target as HTMLInputElement).value.trim() : '';
    if (text) intent.typed(text);
  };
  for (const type of WARM_ON) doc.addEventListener(type, on, true);
  doc.addEventListener('input', onInput, true);
}
