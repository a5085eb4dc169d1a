import type { UiStrings } from './i18n/en.ts';
import en from './i18n/en.ts';
import zh from './i18n/zh.ts';

/** Everything the site knows about one language. */
export interface LocaleInfo {
  /** Content folder (`content/<code>/`) and the id used in code. */
  code: string;
  /** Route prefix: '' for the default locale, '/zh' for zh. */
  prefix: string;
  /** `<html lang>`, `lang` on language links, and feeds' language. */
  lang: string;
  /** `<html dir>`: writing direction. */
  dir: 'ltr' | 'rtl';
  /** hreflang of alternate links and sitemap entries. */
  hreflang: string;
  /** Open Graph `og:locale`. */
  ogLocale: string;
  /** Name in the language menu, in the language itself. */
  label: string;
  /** A 'YYYY-MM-DD' date as readers of the language write it (by hand: Node and browsers print the same). */
  formatDate: (year: number, month: number, day: number) => string;
  /** Locale given to Intl.Segmenter to cut this language's text into words for search. */
  searchSegmenter: string;
  /** UI strings (src/shared/i18n/<code>.ts). */
  strings: UiStrings;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The one list of the site's locales, the default one first. A new language is one entry here,
 * one strings file in src/shared/i18n/ and one folder in content/.
 */
export const LOCALE_REGISTRY = {
  en: { code: 'en', prefix: '', lang: 'en', dir: 'ltr', hreflang: 'en', ogLocale: 'en_US', label: 'English', formatDate: (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`, searchSegmenter: 'en', strings: en },
  zh: { code: 'zh', prefix: '/zh', lang: 'zh-CN', dir: 'ltr', hreflang: 'zh-CN', ogLocale: 'zh_CN', label: '简体中文', formatDate: (y, m, d) => `${y}年${m}月${d}日`, searchSegmenter: 'zh', strings: zh },
} satisfies Record<string, LocaleInfo>;
