import type { CategoryCard } from '../../../shared/types.ts';
import { CategoryCards } from '../doc/CategoryCards.tsx';
import { usePageData } from '../page-data-context.ts';

/**
 * Docusaurus' `<DocCardList />`: on the doc a category links to, a card for each item of that
 * category (or the `items` given), as its generated index page shows them.
 */
export default function DocCardList({ items }: { items?: CategoryCard[] }) {
  // Called whether or not `items` is given: a hook is not skipped on some renders.
  const page = usePageData();
  const cards = items ?? page?.categoryItems;
  return cards?.length ? <CategoryCards cards={cards} /> : null;
}
