import type { Locale } from './types.ts';
import { translate, type UiKey } from './i18n/index.ts';

export const TITLE_DELIMITER = ' | ';

/** "{page} | {site title}", as the seed's title delimiter says; the home page is just the site title. */
export function pageTitle(handle: { title?: string; titleKey?: UiKey; notFound?: boolean }, locale: Locale, siteTitle: string): string {
  const page = handle.notFound ? translate(locale, 'notFound.title') : handle.titleKey ? translate(locale, handle.titleKey) : handle.title;
  return page && page !== siteTitle ? `${page}${TITLE_DELIMITER}${siteTitle}` : siteTitle;
}
