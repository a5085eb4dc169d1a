import { decodeEntities, tagProperties } from './html-tree.ts';

/** What a twin takes from a written page: its <main> as HTML, and its head's title, description and canonical URL. */
export interface PageParts {
  main: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
}

/**
 * Cut from the page text, not parsed whole: the page carries the docs sidebar, the inlined
 * stylesheet and the page's data, ten times the article's size, none of which a twin reads.
 * The page has one <main> (Layout) and a head whose tags the build wrote.
 */
export function pageParts(html: string): PageParts {
  const headEnd = html.indexOf('</head>');
  const head = headEnd < 0 ? '' : html.slice(0, headEnd);
  const start = html.indexOf('<main', headEnd);
  const end = start < 0 ? -1 : html.indexOf('</main>', start);
  const main = start >= 0 && end > start ? html.slice(start, end + '</main>'.length) : undefined;
  const titleMatch = /<title[^>]*>([^<]*)<\/title>/.exec(head);
  const title = titleMatch ? decodeEntities(titleMatch[1]!) : undefined;
  let description: string | undefined;
  let canonical: string | undefined;
  for (const m of head.matchAll(/<(meta|link)\b[^>]*>/g)) {
    const tag = m[0];
    if (m[1] === 'meta' && /name="description"/.test(tag)) description = String(tagProperties(tag).content ?? '');
    else if (m[1] === 'link' && /rel="canonical"/.test(tag)) canonical = String(tagProperties(tag).href ?? '');
  }
  return { main, title, description, canonical };
}
