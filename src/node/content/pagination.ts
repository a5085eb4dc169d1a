import type { NavLink } from '../../shared/types.ts';
import type { FrontMatter } from './frontmatter.ts';
import { neighbours } from './sidebar.ts';

export type PaginationKey = 'pagination_prev' | 'pagination_next';

/** What a doc named by `pagination_prev` / `pagination_next` needs to become a link. */
export interface PaginationTarget {
  href: string;
  /** Its sidebar label (`sidebar_label`, else its title). */
  label: string;
  paginationLabel?: string;
  unlisted?: boolean;
}

/**
 * A doc's Previous and Next links, as Docusaurus makes them: the reading order's, unless the
 * frontmatter names a doc id (that doc) or `null` (no link on that side). A doc named but
 * unlisted gives no link, as Docusaurus does in production; an id no doc has is told to `missing`.
 */
export function docPagination(
  fm: Pick<FrontMatter, PaginationKey>,
  order: NavLink[],
  href: string,
  byId: ReadonlyMap<string, PaginationTarget>,
  missing: (key: PaginationKey, id: string) => void,
): { prev?: NavLink; next?: NavLink } {
  const around = neighbours(order, href);
  const side = (key: PaginationKey, fallback: NavLink | undefined): NavLink | undefined => {
    const id = fm[key];
    if (id === undefined) return fallback;
    if (!id) return undefined;
    const doc = byId.get(id);
    if (!doc) missing(key, id);
    if (!doc || doc.unlisted) return undefined;
    return { title: doc.paginationLabel ?? doc.label, href: doc.href };
  };
  const prev = side('pagination_prev', around.prev);
  const next = side('pagination_next', around.next);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}
