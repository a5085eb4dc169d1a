import type { ReactNode } from 'react';
import type { BlogSidebarGroup } from '../../../shared/types.ts';
import { BlogSidebar } from './BlogSidebar.tsx';

/** Sidebar of recent posts (when the page has one), the content, and an optional right column (the TOC). */
export function BlogLayout({ sidebar, current, aside, children }: { sidebar?: BlogSidebarGroup[]; current?: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={`blog-layout${aside ? ' blog-layout--toc' : ''}`}>
      {sidebar ? <BlogSidebar groups={sidebar} current={current} /> : <div />}
      <main className="blog-main">{children}</main>
      {aside}
    </div>
  );
}
