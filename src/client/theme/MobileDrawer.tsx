import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation, useMatches } from 'react-router';
import site from 'virtual:entix/site';
import { isUiKey } from '../../shared/i18n/index.ts';
import { LOCALES, localizePath } from '../../shared/locales.ts';
import type { PageHandle } from '../router/page-handle.ts';
import { SidebarList } from './doc/DocSidebar.tsx';
import { useLocale, useT } from './hooks.ts';
import { LocaleLink } from './LocaleDropdown.tsx';

/** Same breakpoint as the CSS: at or below it the layout is mobile. */
export const MOBILE_QUERY = '(max-width: 996px)';

/**
 * The mobile menu: navbar links, languages and, on docs pages, the docs sidebar. Esc, the
 * backdrop, a link, a route change or growing to desktop width close it.
 */
export function MobileDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const matches = useMatches();
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const handle = (matches[matches.length - 1]?.handle ?? {}) as PageHandle;
  const opened = useRef(location.key);

  useEffect(() => {
    if (location.key !== opened.current) onClose();
  }, [location.key, onClose]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    const mq = window.matchMedia(MOBILE_QUERY);
    const onResize = () => { if (!mq.matches) onClose(); };
    document.addEventListener('keydown', onKey);
    mq.addEventListener('change', onResize);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      mq.removeEventListener('change', onResize);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  return (
    <div className="drawer">
      <div className="drawer__backdrop" onClick={onClose} />
      <div
        ref={panel}
        id="mobile-drawer"
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('navbar.menu')}
        onClick={(e) => { if ((e.target as HTMLElement).closest('a')) onClose(); }}
      >
        <div className="drawer__head">
          <Link className="navbar__brand" to={localizePath('/', locale)} aria-label={t('navbar.home')}><b>{site.title}</b></Link>
          <button type="button" className="drawer__close" aria-label={t('navbar.closeMenu')} onClick={onClose}>×</button>
        </div>
        <nav aria-label={t('navbar.menu')}>
          <ul className="menu">
            {site.navbar.items.map((item) => (
              <li key={item.to}>
                <NavLink className="menu__link" to={localizePath(item.to, locale)}>{isUiKey(item.label) ? t(item.label) : item.label}</NavLink>
              </li>
            ))}
          </ul>
          <p className="drawer__section">{t('navbar.language')}</p>
          <ul className="menu">
            {LOCALES.map((l) => (
              <li key={l}>
                <LocaleLink to={l} className="menu__link" />
              </li>
            ))}
          </ul>
        </nav>
        {handle.sidebar && (
          <nav className="drawer__sidebar" aria-label={t('doc.sidebar')}>
            <SidebarList items={handle.sidebar} current={handle.path ?? location.pathname} />
          </nav>
        )}
      </div>
    </div>
  );
}
