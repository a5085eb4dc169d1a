import { Link } from 'react-router';
import type { SidebarItem } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';

/** Categories are never collapsed: the whole docs outline stays in view, as the seed asks. */
export function DocSidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  const t = useT();
  return (
    <aside className="doc-sidebar">
      <nav aria-label={t('doc.sidebar')}>
        <SidebarList items={items} current={current} level={1} />
      </nav>
    </aside>
  );
}

export function SidebarList({ items, current, level }: { items: SidebarItem[]; current: string; level: number }) {
  return (
    <ul className={`menu menu--level-${level}`}>
      {items.map((item) => (
        <li key={`${item.label}|${item.href ?? ''}`} className={item.type === 'category' ? 'menu__category' : 'menu__item'}>
          {item.href ? (
            <Link className={`menu__link${item.href === current ? ' menu__link--active' : ''}`} to={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </Link>
          ) : (
            <span className="menu__label">{item.label}</span>
          )}
          {item.type === 'category' && <SidebarList items={item.items} current={current} level={level + 1} />}
        </li>
      ))}
    </ul>
  );
}
