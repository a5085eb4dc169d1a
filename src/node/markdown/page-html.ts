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
  const description = tagWith(head, '<meta', 'name="description"')?.content;
  const canonical = tagWith(head, '<link', 'rel="canonical"')?.href;
  return { main, title, description: description === undefined ? undefined : String(description), canonical: canonical === undefined ? undefined : String(canonical) };
}

/** The first `open` tag of the head that has `attribute`, found by search, not by a pattern over the inlined stylesheet. */
function tagWith(head: string, open: string, attribute: string) {
  for (let at = head.indexOf(attribute); at >= 0; at = head.indexOf(attribute, at + 1)) {
    const start = head.lastIndexOf('<', at);
    if (head.startsWith(open, start) && /\s/.test(head[start + open.length] ?? '')) return tagProperties(head.slice(start, head.indexOf('>', at) + 1));
  }
  return undefined;
}
