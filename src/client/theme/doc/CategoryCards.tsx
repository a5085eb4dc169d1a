import { Link } from 'react-router';
import type { CategoryCard } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';

export function CategoryCards({ cards }: { cards: CategoryCard[] }) {
  const t = useT();
  return (
    <section className="cards">
      {cards.map((c) => (
        <Link key={c.href + c.title} className="card" to={c.href}>
          <h2 className="card__title">{c.count !== undefined ? '🗃️ ' : '📄️ '}{c.title}</h2>
          <p className="card__text">{c.count !== undefined ? t('doc.itemCount', { count: c.count }) : c.description}</p>
        </Link>
      ))}
    </section>
  );
}
