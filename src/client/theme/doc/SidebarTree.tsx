import type { MouseEvent } from 'react';
import type { SidebarItem } from '../../../shared/types.ts';
import { siteHref } from '../../base.ts';
import { itemClass } from './sidebar-html.ts';

/** The sidebar's nested lists; a prerender writes the same markup without React (sidebar-html.ts). */
export function SidebarTree({ items, current, onClick }: { items: SidebarItem[]; current: string; onClick?: (e: MouseEvent<HTMLElement>) => void }) {
  return (
    // Classes only where a style needs them: every page carries the whole sidebar, a class on each of its links adds up.
    <ul className="menu" onClick={onClick}>
      {items.map((item) => (
        <li key={`${item.label}|${item.href ?? ''}`} className={itemClass(item)}>
          {item.href ? (
            <a className={item.href === current ? 'menu__link--active' : undefined} href={siteHref(item.href)} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </a>
          ) : (
            <span className="menu__label">{item.label}</span>
          )}
          {item.type === 'category' && <SidebarTree items={item.items} current={current} />}
        </li>
      ))}
    </ul>
  );
}
