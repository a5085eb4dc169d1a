import { Link } from 'react-router';
import type { NavLink } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';

export function Paginator({ prev, next }: { prev?: NavLink; next?: NavLink }) {
  const t = useT();
  if (!prev && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={t('doc.pagination')}>
      {prev ? <Link className="pagination-nav__link" to={prev.href} rel="prev"><small>{t('doc.previous')}</small><span>« {prev.title}</span></Link> : <span />}
      {next ? <Link className="pagination-nav__link pagination-nav__link--next" to={next.href} rel="next"><small>{t('doc.next')}</small><span>{next.title} »</span></Link> : <span />}
    </nav>
  );
}
