import type { MouseEvent } from 'react';
import type { SidebarItem } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';
import { useDelegatedLinks } from '../link-delegation.ts';
import { siteHref } from '../../base.ts';

/** Categories are never collapsed: the whole docs outline stays in view, as the seed asks. */
export function DocSidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  const t = useT();
  return (
    <aside className="doc-sidebar">
      <nav aria-label={t('doc.sidebar')}>
        <SidebarList items={items} current={current} />
      </nav>
    </aside>
  );
}

/** Plain links, with one delegated click handler on the outer list (see link-delegation.ts). */
export function SidebarList({ items, current }: { items: SidebarItem[]; current: string }) {
  return <List items={items} current={current} onClick={useDelegatedLinks()} />;
}

function List({ items, current, onClick }: { items: SidebarItem[]; current: string; onClick?: (e: MouseEvent<HTMLElement>) => void }) {
  return (
    // Classes only where a style needs them: every page carries the whole sidebar, a class on each of its links adds up.
    <ul className="menu" onClick={onClick}>
      {items.map((item) => (
        <li key={`${item.label}|${item.href ?? ''}`} className={item.type === 'category' ? 'menu__category' : undefined}>
          {item.href ? (
            <a className={item.href === current ? 'menu__link--active' : undefined} href={siteHref(item.href)} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </a>
          ) : (
            <span className="menu__label">{item.label}</span>
          )}
          {item.type === 'category' && <List items={item.items} current={current} />}
        </li>
      ))}
    </ul>
  );
}
