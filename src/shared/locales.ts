import type { Locale } from './types.ts';
import { isPagePath } from './route-path.ts';
import { localeTable, type LocaleInfo } from './locale-table.ts';

/** Every locale of the site config, the default one first. */
export function locales(): Locale[] {
  return localeTable().map((l) => l.code);
}

export function defaultLocale(): Locale {
  return localeTable()[0]!.code;
}

export function isLocale(code: string): boolean {
  return localeTable().some((l) => l.code === code);
}

export function localeInfo(locale: Locale): LocaleInfo {
  const info = localeTable().find((l) => l.code === locale);
  if (!info) throw new Error(`unknown locale "${locale}" (the site config lists ${locales().join(', ')})`);
  return info;
}

export function htmlLang(locale: Locale): string {
  return localeInfo(locale).lang;
}

/** Route prefix of a locale: '' for the default one, '/zh' for zh. */
export function localePrefix(locale: Locale): string {
  return localeInfo(locale).prefix;
}

export function localeOfPath(pathname: string): Locale {
  for (const l of localeTable()) {
    const p = l.prefix;
    if (p && (pathname === p || pathname.startsWith(`${p}/`))) return l.code;
  }
  return defaultLocale();
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
  return Object.fromEntries(locales().map((l) => [l, localizePath(route, l)])) as Record<Locale, string>;
}

/** One empty value per locale ({ en: [], zh: [] }). */
export function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales().map((l) => [l, make(l)])) as Record<Locale, T>;
}

/** Text given per locale; a locale without its own text shows the default locale's. */
export type Localized<T = string> = Partial<Record<Locale, T>>;

export function localized<T>(texts: Localized<T>, locale: Locale): T {
  return (texts[locale] ?? texts[defaultLocale()])!;
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
