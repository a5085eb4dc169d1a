import { Link } from 'react-router';
import type { NavLink } from '../../../shared/types.ts';
import { localizePath } from '../../../shared/locales.ts';
import { useLocale, useT } from '../hooks.ts';

export function Breadcrumbs({ items, title }: { items: NavLink[]; title: string }) {
  const t = useT();
  const locale = useLocale();
  const crumbs = items.filter((c) => c.title !== title);
  return (
    <nav className="breadcrumbs" aria-label={t('doc.breadcrumbs')}>
      <ol>
        <li><Link to={localizePath('/', locale)} aria-label={t('doc.homeCrumb')}>⌂</Link></li>
        {crumbs.map((c) => (
          <li key={c.title}>{c.href ? <Link to={c.href}>{c.title}</Link> : <span>{c.title}</span>}</li>
        ))}
        <li aria-current="page"><span>{title}</span></li>
      </ol>
    </nav>
  );
}
