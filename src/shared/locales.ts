import type { Locale } from './types.ts';
import { isPagePath } from './route-path.ts';

export const LOCALES: readonly Locale[] = ['en', 'zh'];
export const DEFAULT_LOCALE: Locale = 'en';

export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-CN' };
export const HTML_DIR: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', zh: 'ltr' };

/** Route prefix of a locale: '' for the default one, '/zh' for zh. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

export function localeOfPath(pathname: string): Locale {
  return pathname === '/zh' || pathname.startsWith('/zh/') ? 'zh' : 'en';
}

/** '/zh/docs/x' → '/docs/x'; '/zh' → '/'. */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(3);
  return rest === '' ? '/' : rest;
}

/** '/docs/x' in zh → '/zh/docs/x'; '/' in zh → '/zh/'. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  const prefix = localePrefix(locale);
  if (!prefix) return bare;
  return bare === '/' ? `${prefix}/` : prefix + bare;
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
