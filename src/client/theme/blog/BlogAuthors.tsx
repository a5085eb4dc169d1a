import type { PageData } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';
import { AuthorCard } from './PostAuthors.tsx';

export function BlogAuthors({ data }: { data: PageData }) {
  const t = useT();
  return (
    <main className="container blog-index">
      <h1>{data.title}</h1>
      <ul className="blog-author-list">
        {(data.blog?.authors ?? []).map((a) => (
          <li key={a.href}>
            <AuthorCard author={a} />
            <span className="blog-author-list__count">{a.count === 1 ? t('blog.postCountOne') : t('blog.postCount', { count: a.count ?? 0 })}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
