import { useState } from 'react';
import { Link, useMatches } from 'react-router';
import site from 'virtual:entix/site';
import type { PageHandle } from '../router/page-handle.ts';
import { useT } from './hooks.ts';
import { useDocsVersion } from './use-docs-version.ts';

/** On a docs page of a site with several versions: the page's version and its path in each (built with the site). */
function usePageVersions(): { label: string; links: { name: string; label: string; to: string }[] } | undefined {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const handle = (match?.handle ?? {}) as PageHandle;
  const version = useDocsVersion(match?.pathname ?? '/');
  if (!version || !handle.versions) return undefined;
  return { label: version.label, links: site.docs.versions.map((v) => ({ name: v.name, label: v.label, to: handle.versions![v.name]! })) };
}

/**
 * Links, so they work before React and without JavaScript; a click on one stores the choice
 * (`data-version-link`, the page controls' delegated handler: dom/docs-version.ts).
 */
function VersionLinks({ className, current, links }: { className: string; current: string; links: { name: string; label: string; to: string }[] }) {
  return links.map((l) => (
    <li key={l.name}>
      <Link className={`${className}${l.label === current ? ` ${className}--active` : ''}`} to={l.to} data-version-link={l.name} aria-current={l.label === current ? 'true' : undefined}>{l.label}</Link>
    </li>
  ));
}

/** The navbar's version menu on docs pages: the same page in the chosen version where it exists, else its docs root. */
export function VersionDropdown() {
  const t = useT();
  const page = usePageVersions();
  const [open, setOpen] = useState(false);
  if (!page) return null;
  return (
    <div className={`dropdown version-dropdown${open ? ' dropdown--open' : ''}`} onMouseLeave={() => setOpen(false)}>
      <button type="button" className="navbar__link dropdown__toggle" aria-haspopup="true" aria-expanded={open} aria-label={`${t('version.menu')}: ${page.label}`} onClick={() => setOpen(!open)}>
        {page.label}
      </button>
      <ul className="dropdown__menu">
        <VersionLinks className="dropdown__link" current={page.label} links={page.links} />
      </ul>
    </div>
  );
}

/** The same menu in the mobile drawer, folded as the languages are. */
export function DrawerVersions() {
  const t = useT();
  const page = usePageVersions();
  if (!page) return null;
  return (
    <details className="drawer__versions">
      <summary className="drawer__section">{t('version.menu')}: {page.label}</summary>
      <ul className="menu">
        <VersionLinks className="menu__link" current={page.label} links={page.links} />
      </ul>
    </details>
  );
}
