import { Link } from 'react-router';
import type { BlogSidebarGroup } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';

export function BlogSidebar({ groups, current }: { groups: BlogSidebarGroup[]; current?: string }) {
  const t = useT();
  return (
    <aside className="blog-sidebar">
      <nav aria-label={t('blog.sidebar')}>
        <p className="blog-sidebar__title">{t('blog.recentPosts')}</p>
        {groups.map((g) => (
          <section key={g.year} className="blog-sidebar__year">
            <h3>{g.year}</h3>
            <ul className="menu">
              {g.items.map((i) => (
                <li key={i.href}>
                  <Link className={i.href === current ? 'menu__link--active' : undefined} to={i.href} aria-current={i.href === current ? 'page' : undefined}>{i.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </aside>
  );
}
