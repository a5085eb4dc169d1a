import type { PageData, TocItem } from '../../../shared/types.ts';
import { useT } from '../hooks.ts';

interface TocProps { items: TocItem[]; min: number; max: number }

function TocList({ items, min, max }: TocProps) {
  return (
    <ul>
      {items.filter((i) => i.depth >= min && i.depth <= max).map((i) => (
        <li key={i.id} className={`toc__item toc__item--${i.depth - min}`}>
          <a href={`#${i.id}`}>{i.text}</a>
        </li>
      ))}
    </ul>
  );
}

const hasItems = ({ items, min, max }: TocProps) => items.some((i) => i.depth >= min && i.depth <= max);

/** A page's table of contents as its frontmatter sets it (levels 2–3 unless told), or undefined where it has none. */
export function tocOf(data: PageData): TocProps | undefined {
  const items = data.toc ?? [];
  return data.hideToc || !items.length ? undefined : { items, min: data.tocMin ?? 2, max: data.tocMax ?? 3 };
}

/** Beside the article on a wide screen. */
export function Toc(props: TocProps) {
  const t = useT();
  if (!hasItems(props)) return null;
  return (
    <nav className="toc" aria-label={t('doc.onThisPage')}>
      <p className="toc__title">{t('doc.onThisPage')}</p>
      <TocList {...props} />
    </nav>
  );
}

/**
 * Above the article on a narrow screen, where the side one is hidden (as Docusaurus' collapsible
 * "On this page"): a native <details>, so it opens before the app runs; a link in it closes it
 * (the page's delegated handlers, dom/toc-mobile.ts). Keyed by page where it is used, so one left
 * open does not stay open on the next page.
 */
export function TocCollapsible(props: TocProps) {
  const t = useT();
  if (!hasItems(props)) return null;
  return (
    <details className="toc-mobile">
      <summary>{t('doc.onThisPage')}</summary>
      <nav aria-label={t('doc.onThisPage')}><TocList {...props} /></nav>
    </details>
  );
}
