import type { Locale } from './types.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * '2025-06-01' → 'Jun 1, 2025' / '2025年6月1日'. Done by hand, not Intl, so that Node's
 * prerender and the browser's hydration print exactly the same text.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!m) return isoDate;
  const [, y, mo, d] = m;
  return locale === 'zh' ? `${y}年${Number(mo)}月${Number(d)}日` : `${MONTHS[Number(mo) - 1]} ${Number(d)}, ${y}`;
}
