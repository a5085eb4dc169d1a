import type { TocItem } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';

export function Toc({ items, min, max }: { items: TocItem[]; min: number; max: number }) {
  const t = useT();
  const shown = items.filter((i) => i.depth >= min && i.depth <= max);
  if (!shown.length) return null;
  return (
    <nav className="toc" aria-label={t('doc.onThisPage')}>
      <p className="toc__title">{t('doc.onThisPage')}</p>
      <ul>
        {shown.map((i) => (
          <li key={i.id} className={`toc__item toc__item--${i.depth - min}`}>
            <a href={`#${i.id}`}>{i.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
