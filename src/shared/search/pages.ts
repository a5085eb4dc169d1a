import type { DocRow, PageRow } from './types.ts';

/** Sections of one page share its url, title and crumbs: written once (a third off the meta file). */
export function groupPages(docs: DocRow[]): PageRow[] {
  const pages: PageRow[] = [];
  for (const [url, title, heading, context, crumbs, shard, pos] of docs) {
    const i = url.indexOf('#');
    const page = i < 0 ? url : url.slice(0, i);
    let last = pages[pages.length - 1];
    if (!last || last[0] !== page || last[1] !== title) pages.push((last = [page, title, context, crumbs, []]));
    last[4].push([i < 0 ? '' : url.slice(i), heading, shard, pos]);
  }
  return pages;
}

/** The meta file's pages back into one row per document, in document order. */
export function expandPages(pages: PageRow[]): DocRow[] {
  return pages.flatMap(([page, title, context, crumbs, sections]) =>
    sections.map(([anchor, heading, shard, pos]): DocRow => [page + anchor, title, heading, context, crumbs, shard, pos]));
}
