import type { ReadingSpeed, SearchRules } from './index.ts';

// Any language without a pack of its own: Intl.Segmenter for its lang cuts its words (kana, Hangul
// and Han included, each segmenter word a term), with no stop words, no stemming and no typo tables.

export const genericSearch = (lang: string): SearchRules => ({ segmenter: lang, stopWords: new Set(), stem: (w) => w, wordFamily: () => undefined, pinyin: false });

/**
 * Scripts read character by character: Han, kana and Hangul (a Japanese or Korean reader's ~400 a
 * minute). By Script_Extensions, so that kana's `ー` (Common by Script) counts as the kana it lengthens.
 */
export const GENERIC_READING: ReadingSpeed = { chars: /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u, charsPerMinute: 400, wordsPerMinute: 200 };

/**
 * Dates by Intl in UTC: a 'YYYY-MM-DD' date is a day, not an instant, so the reader's time zone must
 * not move it. Node 20 (ICU 78) and Chromium 156 print the same for 22 langs tried (ja, ko, fr, de, ar, hi, th …).
 */
export function genericDate(lang: string): (y: number, m: number, d: number) => string {
  const dates = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (y, m, d) => dates.format(Date.UTC(y, m - 1, d));
}
