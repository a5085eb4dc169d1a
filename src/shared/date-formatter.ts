const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * How readers of `lang` write a date. English and Chinese by hand, so that Node's prerender and the
 * browser's hydration print exactly the same text; other languages through Intl in UTC.
 */
export function dateFormatter(lang: string): (year: number, month: number, day: number) => string {
  const primary = lang.split('-')[0]!.toLowerCase();
  if (primary === 'en') return (y, m, d) => `${MONTHS[m - 1]} ${d}, ${y}`;
  if (primary === 'zh') return (y, m, d) => `${y}年${m}月${d}日`;
  const format = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return (y, m, d) => format.format(Date.UTC(y, m - 1, d));
}
