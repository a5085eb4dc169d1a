import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';
import { PostHeader } from './PostHeader.tsx';
import { TagList } from './TagList.tsx';

/** One post in a list: its header, the plain-text excerpt, tags and a "read more" link. */
export function PostSummary({ post }: { post: BlogPostSummary }) {
  const t = useT();
  return (
    <article className="blog-summary">
      <PostHeader post={post} asLink />
      <div className="markdown">{post.excerpt.map((p, i) => <p key={i}>{p}</p>)}</div>
      <footer className="blog-summary__footer">
        <TagList tags={post.tags} />
        {post.truncated && <Link className="blog-summary__more" to={post.href} aria-label={t('blog.readMoreAbout', { title: post.title })}>{t('blog.readMore')}</Link>}
      </footer>
    </article>
  );
}
