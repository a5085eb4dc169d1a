import type { Locale } from './types.ts';
import { translate, type UiKey } from './i18n/index.ts';

export const SITE_TITLE = 'Entix';
export const TITLE_DELIMITER = ' | ';

/** "{page} | Entix", as the seed's title delimiter says; the home page is just the site title. */
export function pageTitle(handle: { title?: string; titleKey?: UiKey; notFound?: boolean }, locale: Locale): string {
  const page = handle.notFound ? translate(locale, 'notFound.title') : handle.titleKey ? translate(locale, handle.titleKey) : handle.title;
  return page && page !== SITE_TITLE ? `${page}${TITLE_DELIMITER}${SITE_TITLE}` : SITE_TITLE;
}
