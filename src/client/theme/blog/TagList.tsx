import { Link } from 'react-router';
import type { BlogTag } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';

export function TagList({ tags, counts = false }: { tags: BlogTag[]; counts?: boolean }) {
  const t = useT();
  if (!tags.length) return null;
  return (
    <ul className="blog-tags" aria-label={t('blog.tagsLabel')}>
      {tags.map((tag) => (
        <li key={tag.href}>
          <Link className="blog-tag" to={tag.href} rel="tag">{tag.label}{counts && tag.count !== undefined && <span className="blog-tag__count">{tag.count}</span>}</Link>
        </li>
      ))}
    </ul>
  );
}
