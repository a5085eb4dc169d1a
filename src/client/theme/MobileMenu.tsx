import site from 'virtual:entix/site';
import { locales, localeInfo, localizePath } from '../../shared/locales.ts';
import { useLocale, useT } from './hooks.ts';
import { LocaleLink } from './LocaleDropdown.tsx';
import { DrawerVersions } from './VersionDropdown.tsx';
import { NavbarItemLink } from './NavbarItemLink.tsx';
import { useDelegatedLinks } from './link-delegation.ts';
import { siteHref } from '../base.ts';

/**
 * The mobile menu: navbar links, languages and, on docs pages, the docs sidebar. A `<details>`,
 * so it works before React loads and without JavaScript; src/client/dom/mobile-menu.ts gives it
 * focus, Esc, the backdrop and the sidebar. React renders markup only and never owns `open`.
 */
export function MobileMenu() {
  const t = useT();
  const locale = useLocale();
  const links = useDelegatedLinks();
  return (
    <details className="mobile-menu">
      <summary className="navbar__link navbar__toggle" aria-label={t('navbar.openMenu')} aria-controls="mobile-drawer">
        <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true"><path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" /></svg>
      </summary>
      <div className="drawer">
        <div className="drawer__backdrop" />
        <div id="mobile-drawer" className="drawer__panel" role="dialog" aria-modal="true" aria-label={t('navbar.menu')}>
          <div className="drawer__head">
            <a className="navbar__brand" href={siteHref(localizePath('/', locale))} onClick={links} aria-label={t('navbar.home')}><b>{site.title}</b></a>
            <button type="button" className="drawer__close" aria-label={t('navbar.closeMenu')}>×</button>
          </div>
          <nav aria-label={t('navbar.menu')}>
            <ul className="menu">
              {site.navbar.items.map((item) => (
                <li key={item.to}>
                  <NavbarItemLink item={item} className="menu__link" />
                </li>
              ))}
            </ul>
            {/* Folded, as Docusaurus' drawer folds its locale dropdown: the other locales' names (简体中文)
                are laid out only when asked for, not in the frame that opens the drawer (where a system
                without a font for them spent ~40 ms looking for one). */}
            <DrawerVersions />
            <details className="drawer__languages">
              <summary className="drawer__section">{t('navbar.language')}: <span lang={localeInfo(locale).lang}>{localeInfo(locale).label}</span></summary>
              <ul className="menu">
                {locales().map((l) => (
                  <li key={l}>
                    <LocaleLink to={l} className="menu__link" />
                  </li>
                ))}
              </ul>
            </details>
          </nav>
          {/* Filled from the page's own sidebar when the menu opens; React never renders into it. */}
          <nav className="drawer__sidebar" aria-label={t('doc.sidebar')} onClick={links} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
        </div>
      </div>
    </details>
  );
}
