import { createContext, useContext } from 'react';
import type { SidebarItem } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';
import { useDelegatedLinks } from '../link-delegation.ts';
import { SidebarTree } from './SidebarTree.tsx';
import type { sidebarHtml } from './sidebar-html.ts';

/** Set by prerender only: the sidebar as markup (sidebar-html.ts), so the client bundle does not carry that writer. */
export const StaticSidebar = createContext<typeof sidebarHtml | undefined>(undefined);

/** Categories are never collapsed: the whole docs outline stays in view, as the seed asks. */
export function DocSidebar({ items, current }: { items: SidebarItem[]; current: string }) {
  const t = useT();
  const label = t('doc.sidebar');
  const markup = useContext(StaticSidebar);
  return (
    <aside className="doc-sidebar">
      {markup ? (
        <nav aria-label={label} dangerouslySetInnerHTML={{ __html: markup(items, current) }} />
      ) : (
        <nav aria-label={label}>
          <SidebarList items={items} current={current} />
        </nav>
      )}
    </aside>
  );
}

/** Plain links, with one delegated click handler on the outer list (see link-delegation.ts). */
export function SidebarList({ items, current }: { items: SidebarItem[]; current: string }) {
  return <SidebarTree items={items} current={current} onClick={useDelegatedLinks()} />;
}
