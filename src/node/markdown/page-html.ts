import { createHash } from 'node:crypto';
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
  const span = tagSpan(head, open, attribute);
  return span && tagProperties(head.slice(...span));
}

/** Where that tag is, in the page's text or in its written bytes (pageParts and partsDigest read the same tag). */
function tagSpan(head: string | Buffer, open: string, attribute: string): [number, number] | undefined {
  for (let at = head.indexOf(attribute); at >= 0; at = head.indexOf(attribute, at + 1)) {
    const start = head.lastIndexOf('<', at);
    if (start < 0) continue;
    const lead = typeof head === 'string' ? head.slice(start, start + open.length + 1) : head.toString('latin1', start, start + open.length + 1);
    if (lead.startsWith(open) && /\s/.test(lead[open.length] ?? '')) return [start, head.indexOf('>', at) + 1];
  }
  return undefined;
}

/**
 * A digest of what pageParts reads from a written page, taken from its bytes undecoded: its <main>
 * and the head's title, description and canonical tags. The rest of the head (the app's chunk
 * names, which any content edit renames) is left out, so an unchanged page keeps its digest.
 */
export function partsDigest(page: Buffer): string {
  const headEnd = page.indexOf('</head>');
  const head = headEnd < 0 ? page.subarray(0, 0) : page.subarray(0, headEnd);
  const start = page.indexOf('<main', Math.max(headEnd, 0));
  const end = start < 0 ? -1 : page.indexOf('</main>', start);
  const hash = createHash('sha1');
  const titleAt = head.indexOf('<title');
  for (const part of [
    start >= 0 && end > start ? page.subarray(start, end) : undefined,
    titleAt < 0 ? undefined : head.subarray(titleAt, head.indexOf('</title>', titleAt)),
    tagBytes(head, '<meta', 'name="description"'),
    tagBytes(head, '<link', 'rel="canonical"'),
  ]) hash.update(part ?? '\0').update('\n');
  return hash.digest('base64url');
}

function tagBytes(head: Buffer, open: string, attribute: string): Buffer | undefined {
  const span = tagSpan(head, open, attribute);
  return span && head.subarray(...span);
}
