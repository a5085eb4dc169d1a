import { Link } from 'react-router';
import site from 'virtual:entix/site';
import { localizePath } from '../../shared/locales.ts';
import { useLocale, useT } from './hooks.ts';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { VersionDropdown } from './VersionDropdown.tsx';
import { NavbarItemLink } from './NavbarItemLink.tsx';
import { Logo } from './Logo.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchBox } from '../search/SearchBox.tsx';

export function Navbar() {
  const locale = useLocale();
  const t = useT();
  // Hidden on scroll down by a plain handler (dom/hide-on-scroll.ts), which owns the class from there.
  // data-offline: what the boot says, in the page's locale, when a link cannot be fetched offline (boot/swap-page.ts).
  return (
    <nav className="navbar" aria-label="Main" data-offline={t('error.offline')}>
      <div className="navbar__inner">
        <MobileMenu />
        <Link className="navbar__brand" to={localizePath('/', locale)} aria-label={t('navbar.home')}>
          <Logo />
          <b>{site.title}</b>
        </Link>
        {site.navbar.items.map((item) => <NavbarItemLink key={item.to} item={item} className="navbar__link navbar__item" />)}
        <div className="navbar__spacer" />
        <SearchBox />
        <VersionDropdown />
        <LocaleDropdown />
        <ColorModeToggle />
      </div>
    </nav>
  );
}
