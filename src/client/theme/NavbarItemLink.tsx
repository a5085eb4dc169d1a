import { NavLink } from 'react-router';
import { isUiKey } from '../../shared/i18n/index.ts';
import { localizePath } from '../../shared/locales.ts';
import type { NavbarItem } from '../../shared/site-config-types.ts';
import { useLocale, useT } from './hooks.ts';
import { isDocsRoot, usePreferredDocsRoot } from './use-docs-version.ts';

/** A navbar item; the one that leads to the docs root follows the reader's stored docs version. */
export function NavbarItemLink({ item, className }: { item: NavbarItem; className: string }) {
  const locale = useLocale();
  const t = useT();
  const label = isUiKey(item.label) ? t(item.label) : item.label;
  const path = localizePath(item.to, locale);
  if (!isDocsRoot(item.to)) return <NavLink className={className} to={path}>{label}</NavLink>;
  return <DocsRootLink path={path} className={className} label={label} />;
}

function DocsRootLink({ path, className, label }: { path: string; className: string; label: string }) {
  const locale = useLocale();
  const to = usePreferredDocsRoot(locale);
  return <NavLink className={className} to={to} data-docs-root={path}>{label}</NavLink>;
}
