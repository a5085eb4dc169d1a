import { Link } from 'react-router';
import type { PageData } from '../../../shared/types.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { useLocale } from '../hooks.ts';

export function BlogArchive({ data }: { data: PageData }) {
  const locale = useLocale();
  return (
    <main className="container blog-index">
      <h1>{data.title}</h1>
      <p>{data.description}</p>
      {(data.blog?.archive ?? []).map((g) => (
        <section key={g.year} className="blog-archive__year">
          <h2>{g.year}</h2>
          <ul>
            {g.posts.map((p) => (
              <li key={p.href}><time dateTime={p.date}>{formatDate(p.date, locale)}</time> – <Link to={p.href}>{p.title}</Link></li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
