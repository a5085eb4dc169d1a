import type { Locale } from './types.ts';
import { localeInfo } from './locales.ts';
import { dateFormat } from './lang/index.ts';

/**
 * '2025-06-01' → 'Jun 1, 2025' / '2025年6月1日', as the locale's language pack (by its lang) writes
 * dates; packs print the same text in Node's prerender and the browser's hydration.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  return formatDateIn(isoDate, localeInfo(locale).lang);
}

/** formatDate for a BCP-47 lang. */
export function formatDateIn(isoDate: string, lang: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const [, y, mo, d] = m;
  return dateFormat(lang)(Number(y), Number(mo), Number(d));
}
