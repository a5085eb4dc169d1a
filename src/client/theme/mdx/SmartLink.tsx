import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router';
import { localizeHref } from '../../../shared/locales.ts';
import { useLocale } from '../hooks.ts';
import { isPagePath } from '../../../shared/route-path.ts';
import { routeTable } from '../../router/route-table.ts';
import { BASE, siteHref } from '../../base.ts';

/** Content links are locale-free; a site route becomes a client-side link in the reader's locale. */
export function SmartLink({ href = '', children, ...rest }: ComponentPropsWithoutRef<'a'>) {
  const locale = useLocale();
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) {
    return <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>{children}</a>;
  }
  // An imported file's URL (a Markdown link to a file, `require()`) is final: base included, no page.
  if (href.startsWith(`${BASE}assets/`)) return <a href={href} {...rest}>{children}</a>;
  const to = localizeHref(href, locale, routeTable);
  if (!to.startsWith('/') || !isPagePath(to.replace(/[?#].*$/, ''), routeTable)) return <a href={siteHref(to)} {...rest}>{children}</a>;
  return <Link to={to} {...rest}>{children}</Link>;
}
