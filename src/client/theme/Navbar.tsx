import { Link, NavLink } from 'react-router';
import site from 'virtual:entix/site';
import { isUiKey } from '../../shared/i18n/index.ts';
import { localizePath } from '../../shared/locales.ts';
import { useLocale, useT } from './hooks.ts';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { Logo } from './Logo.tsx';

export function Navbar() {
  const locale = useLocale();
  const t = useT();
  return (
    <nav className="navbar" aria-label="Main">
      <div className="navbar__inner">
        <Link className="navbar__brand" to={localizePath('/', locale)} aria-label={t('navbar.home')}>
          <Logo />
          <b>{site.title}</b>
        </Link>
        {site.navbar.items.map((item) => (
          <NavLink key={item.to} className="navbar__link" to={localizePath(item.to, locale)}>
            {isUiKey(item.label) ? t(item.label) : item.label}
          </NavLink>
        ))}
        <div className="navbar__spacer" />
        <LocaleDropdown />
      </div>
    </nav>
  );
}
