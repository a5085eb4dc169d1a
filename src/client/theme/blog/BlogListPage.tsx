import { Link } from 'react-router';
import type { PageData } from '../../../shared/types.ts';
import { localizePath } from '../../../shared/locales.ts';
import { useLocale, useT } from '../hooks.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { AuthorCard } from './PostAuthors.tsx';
import { PostSummary } from './PostSummary.tsx';
import { StatusBanners } from '../StatusBanners.tsx';

/** The paginated blog list, and the post lists of one tag or one author. */
export function BlogListPage({ data }: { data: PageData }) {
  const t = useT();
  const locale = useLocale();
  const blog = data.blog ?? {};
  const pg = blog.pagination;
  return (
    <BlogLayout sidebar={blog.sidebar}>
      <StatusBanners data={data} />
      <header className="blog-list-header">
        <h1>{data.title}</h1>
        {blog.author && <AuthorCard author={{ ...blog.author, href: undefined }} />}
        {blog.tag && <Link to={localizePath('/blog/tags', locale)}>{t('blog.viewAllTags')}</Link>}
        {blog.author && <Link to={localizePath('/blog/authors', locale)}>{t('blog.viewAllAuthors')}</Link>}
      </header>
      {(blog.posts ?? []).map((p) => <PostSummary key={p.href} post={p} />)}
      {pg && pg.pages > 1 && (
        <nav className="pagination-nav" aria-label={t('blog.listPagination')}>
          {pg.newer ? <Link className="pagination-nav__link" to={pg.newer} rel="prev"><span>« {t('blog.newerEntries')}</span></Link> : <span />}
          {pg.older ? <Link className="pagination-nav__link pagination-nav__link--next" to={pg.older} rel="next"><span>{t('blog.olderEntries')} »</span></Link> : <span />}
        </nav>
      )}
    </BlogLayout>
  );
}
