import type { Locale } from '../types.ts';

/**
 * One search index per (locale, docs version). The current version's is the locale's own ('en'),
 * so a site with one version is as before; an older version's is 'en@3.1', and it holds that
 * version's docs plus the blog and pages, which every version's reader searches alike.
 */
export function searchIndexKey(locale: Locale, version?: string): string {
  return !version || version === 'current' ? locale : `${locale}@${version}`;
}

/** The locale of an index key: its language pack cuts the queries. */
export function localeOfIndexKey(key: string): Locale {
  const at = key.indexOf('@');
  return at < 0 ? key : key.slice(0, at);
}

/** The key as it goes into a file name ('en@3.1' → 'en.v3.1'): bundlers and hosts treat '@' unevenly. */
export const indexFileStem = (key: string) => key.replace('@', '.v');
