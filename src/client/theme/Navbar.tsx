import { useCallback, useState } from 'react';
import { Link, NavLink } from 'react-router';
import site from 'virtual:entix/site';
import { isUiKey } from '../../shared/i18n/index.ts';
import { localizePath } from '../../shared/locales.ts';
import { useLocale, useT } from './hooks.ts';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { Logo } from './Logo.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { useHideOnScroll } from './hide-on-scroll.ts';
import { SearchBox } from '../search/SearchBox.tsx';

export function Navbar() {
  const locale = useLocale();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const hidden = useHideOnScroll(site.navbar.hideOnScroll, menuOpen);
  return (
    <nav className={`navbar${hidden ? ' navbar--hidden' : ''}`} aria-label="Main">
      <div className="navbar__inner">
        <button type="button" className="navbar__link navbar__toggle" aria-label={t('navbar.openMenu')} aria-expanded={menuOpen} aria-controls="mobile-drawer" onClick={() => setMenuOpen(true)}>
          <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true"><path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" /></svg>
        </button>
        <Link className="navbar__brand" to={localizePath('/', locale)} aria-label={t('navbar.home')}>
          <Logo />
          <b>{site.title}</b>
        </Link>
        {site.navbar.items.map((item) => (
          <NavLink key={item.to} className="navbar__link navbar__item" to={localizePath(item.to, locale)}>
            {isUiKey(item.label) ? t(item.label) : item.label}
          </NavLink>
        ))}
        <div className="navbar__spacer" />
        <SearchBox />
        <LocaleDropdown />
        <ColorModeToggle />
      </div>
      {menuOpen && <MobileDrawer onClose={closeMenu} />}
    </nav>
  );
}
