import type { Locale } from './types.ts';
import { localeInfo } from './locales.ts';

/**
 * '2025-06-01' → 'Jun 1, 2025' / '2025年6月1日'. The registry's format is done by hand, not Intl, so that Node's
 * prerender and the browser's hydration print exactly the same text.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const [, y, mo, d] = m;
  return localeInfo(locale).formatDate(Number(y), Number(mo), Number(d));
}
