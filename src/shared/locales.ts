import type { Locale } from './types.ts';
import { isPagePath } from './route-path.ts';
import { LOCALE_REGISTRY, type LocaleInfo } from './locale-registry.ts';

/** Every locale, the default one first (src/shared/locale-registry.ts is the one source). */
export const LOCALES = Object.keys(LOCALE_REGISTRY) as Locale[];
export const DEFAULT_LOCALE: Locale = LOCALES[0]!;

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALE_REGISTRY[locale];
}

export const HTML_LANG = Object.fromEntries(LOCALES.map((l) => [l, localeInfo(l).lang])) as Record<Locale, string>;
export const HTML_DIR = Object.fromEntries(LOCALES.map((l) => [l, localeInfo(l).dir])) as Record<Locale, 'ltr' | 'rtl'>;

/** Route prefix of a locale: '' for the default one, '/zh' for zh. */
export function localePrefix(locale: Locale): string {
  return localeInfo(locale).prefix;
}

export function localeOfPath(pathname: string): Locale {
  for (const l of LOCALES) {
    const p = localePrefix(l);
    if (p && (pathname === p || pathname.startsWith(`${p}/`))) return l;
  }
  return DEFAULT_LOCALE;
}

/** '/zh/docs/x' → '/docs/x'; '/zh' → '/'. */
export function stripLocale(pathname: string): string {
  const rest = pathname.slice(localePrefix(localeOfPath(pathname)).length);
  return rest === '' ? '/' : rest;
}

/** '/docs/x' in zh → '/zh/docs/x'; '/' in zh → '/zh/'. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/' ? `${prefix}/` : prefix + bare;
}

/** Every locale's path of a locale-free route: { en: '/docs/x', zh: '/zh/docs/x' }. */
export function allLocalePaths(route: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, localizePath(route, l)])) as Record<Locale, string>;
}

/** One empty value per locale ({ en: [], zh: [] }). */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALES.map((l) => [l, make(l)])) as Record<Locale, T>;
}

/** Text given per locale; a locale without its own text shows the default locale's. */
export type Localized<T = string> = Partial<Record<Locale, T>>;

export function localized<T>(texts: Localized<T>, locale: Locale): T {
  return (texts[locale] ?? texts[DEFAULT_LOCALE])!;
}

/**
 * Content links are written without a locale (`/docs/x`); on a zh page they point at `/zh/docs/x`.
 * Files (`/img/a.png`, `/blog/rss.xml`; see isPagePath) and external URLs are left alone.
 */
export function localizeHref(href: string, locale: Locale, routes?: { has(route: string): boolean }): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const m = /^([^?#]*)(.*)$/.exec(href)!;
  const path = m[1] ?? '';
  if (!isPagePath(path, routes)) return href;
  return localizePath(path, locale) + (m[2] ?? '');
}
