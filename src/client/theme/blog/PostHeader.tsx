import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../shared/types.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { useLocale, useT } from '../hooks.ts';
import { PostAuthors } from './PostAuthors.tsx';

/** Title, date · reading time, and authors; the title links to the post in lists. */
export function PostHeader({ post, asLink }: { post: BlogPostSummary; asLink?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <header className="blog-post-header">
      {asLink ? <h2 className="blog-post-header__title"><Link to={post.href}>{post.title}</Link></h2> : <h1 className="blog-post-header__title">{post.title}</h1>}
      <p className="blog-post-meta">
        <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
        {' · '}
        <span className="blog-reading-time">{t('blog.readingTime', { minutes: post.readingMinutes })}</span>
      </p>
      <PostAuthors authors={post.authors} />
    </header>
  );
}
