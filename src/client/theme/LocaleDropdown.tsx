import { useState } from 'react';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { locales, localeInfo, localizePath } from '../../shared/locales.ts';
import type { Locale } from '../../shared/types.ts';
import type { PageHandle } from '../router/page-handle.ts';
import { useLocale, useMounted, useT } from './hooks.ts';


/**
 * Where each language's version of this page is. What differs per visit (query, hash, the path a
 * not-found page is served at) joins the href only after hydration: prerendered HTML has none of
 * it. A click always takes it along, even one made before (src/client/boot/controls.ts adds it to the href).
 */
export function LocaleLink({ to: l, className, onNavigate }: { to: Locale; className: string; onNavigate?: () => void }) {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const mounted = useMounted();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as PageHandle;
  const target = (live: boolean) => (handle.alternates?.[l] ?? localizePath(live ? location.pathname : '/', l)) + (live ? location.search + location.hash : '');
  const locale = useLocale();
  const current = l === locale;
  return (
    <Link
      className={`${className}${current ? ` ${className}--active` : ''}`}
      to={target(mounted)}
      lang={localeInfo(l).lang}
      data-locale-link=""
      aria-current={current ? 'true' : undefined}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        onNavigate?.();
        void navigate(target(true));
      }}
    >
      {localeInfo(l).label}
    </Link>
  );
}

/** Switches language on the same page, keeping query and hash. */
export function LocaleDropdown() {
  const locale = useLocale();
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className={`dropdown locale-dropdown${open ? ' dropdown--open' : ''}`} onMouseLeave={() => setOpen(false)}>
      <button type="button" className="navbar__link dropdown__toggle" aria-haspopup="true" aria-expanded={open} aria-label={`${t('navbar.language')}: ${localeInfo(locale).label}`} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true"><path fill="currentColor" d="M12.87 15.07l-2.54-2.51.03-.03A17.52 17.52 0 0014.07 6H17V4h-7V2H8v2H1v2h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z" /></svg>
        {localeInfo(locale).label}
      </button>
      <ul className="dropdown__menu">
        {locales().map((l) => (
          <li key={l}>
            <LocaleLink to={l} className="dropdown__link" onNavigate={() => setOpen(false)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
