import type { LanguagePack } from './index.ts';

/**
 * Scripts read character by character: Han, kana and Hangul (a Japanese or Korean reader's ~400 a
 * minute). By Script_Extensions, so that kana's `ー` (Common by Script) counts as the kana it lengthens.
 */
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;

/**
 * Any language without a pack of its own: Intl.Segmenter for that lang cuts its words (kana,
 * Hangul and Han included, each segmenter word a term), with no stop words, no stemming and no
 * typo tables; dates by Intl in UTC (a 'YYYY-MM-DD' date is a day, not an instant).
 */
export function genericPack(lang: string): LanguagePack {
  const dates = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return {
    id: lang,
    search: { segmenter: lang, stopWords: new Set(), stem: (w) => w, wordFamily: () => undefined, pinyin: false },
    reading: { chars: CJK, charsPerMinute: 400, wordsPerMinute: 200 },
    formatDate: (y, m, d) => dates.format(Date.UTC(y, m - 1, d)),
  };
}
