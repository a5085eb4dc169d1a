import { Link } from 'react-router';
import type { PageData } from '../../../shared/types.ts';
import type { ComponentType } from 'react';
import { Toc, TocCollapsible, tocOf } from '../doc/Toc.tsx';
import { UntranslatedNotice } from '../doc/UntranslatedNotice.tsx';
import { useT } from '../hooks.ts';
import { BlogLayout } from './BlogLayout.tsx';
import { PostHeader } from './PostHeader.tsx';
import { TagList } from './TagList.tsx';
import { EditThisPage } from '../EditThisPage.tsx';
import { StatusBanners } from '../StatusBanners.tsx';

export function BlogPostPage({ data, Body }: { data: PageData; Body?: ComponentType }) {
  const t = useT();
  const blog = data.blog ?? {};
  const toc = tocOf(data);
  const aside = toc ? <Toc {...toc} /> : undefined;
  return (
    <BlogLayout sidebar={blog.sidebar} current={data.path} aside={aside}>
      <StatusBanners data={data} />
      <article className="markdown blog-post">
        {data.untranslated && <UntranslatedNotice />}
        {blog.post && <PostHeader post={blog.post} />}
        {toc && <TocCollapsible key={data.path} {...toc} />}
        {Body && <Body />}
        {blog.post && <footer className="blog-post__footer"><TagList tags={blog.post.tags} />{data.editUrl && <EditThisPage href={data.editUrl} />}</footer>}
      </article>
      {(blog.newer || blog.older) && (
        <nav className="pagination-nav" aria-label={t('blog.postPagination')}>
          {blog.newer ? <Link className="pagination-nav__link" to={blog.newer.href} rel="prev"><small>{t('blog.newerPost')}</small><span>« {blog.newer.title}</span></Link> : <span />}
          {blog.older ? <Link className="pagination-nav__link pagination-nav__link--next" to={blog.older.href} rel="next"><small>{t('blog.olderPost')}</small><span>{blog.older.title} »</span></Link> : <span />}
        </nav>
      )}
    </BlogLayout>
  );
}
