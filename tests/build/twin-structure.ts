import type { Element, Nodes } from 'hast';
import type { Nodes as MdNodes } from 'mdast';
import { fromHtml } from 'hast-util-from-html';
import { toText } from 'hast-util-to-text';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { toString } from 'mdast-util-to-string';

/** What the round-trip test compares: the page's outline, its code and where its links go. */
export interface Structure {
  headings: string[];
  code: { lang: string | null; value: string }[];
  links: string[];
}

const PLAIN = new Set(['plaintext', 'text', 'txt', 'plain']);
const clean = (s: string) => s.replace(/\u200b/g, '').replace(/\s+/g, ' ').trim();

function* elements(node: Nodes): Generator<Element> {
  if (node.type === 'element') yield node;
  if ('children' in node) for (const c of node.children) yield* elements(c);
}
const hasClass = (el: Element, c: string) => Array.isArray(el.properties.className) && el.properties.className.includes(c);

/**
 * Read from the HTML page as a reader sees it, not through the converter: the h1 and the article
 * body ([data-article]), where the only UI is heading anchors and code buttons, left out here.
 */
export function htmlStructure(html: string, pageUrl: string): Structure {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
  const tree = fromHtml(main, { fragment: true });
  const all = [...elements(tree)];
  const body = all.find((e) => e.properties.dataArticle !== undefined);
  const h1 = all.find((e) => e.tagName === 'h1');
  const inBody = body ? [...elements(body)] : [];
  const headings = [...(h1 ? [clean(toText(h1))] : []), ...inBody.filter((e) => /^h[2-6]$/.test(e.tagName)).map((e) => clean(toText(e)))];
  const code = inBody.filter((e) => e.tagName === 'pre').map((pre) => {
    const lang = typeof pre.properties.dataLanguage === 'string' && !PLAIN.has(pre.properties.dataLanguage) ? pre.properties.dataLanguage : null;
    return { lang, value: toText(pre, { whitespace: 'pre' }).replace(/\n$/, '') };
  });
  const links = inBody.filter((e) => e.tagName === 'a' && !hasClass(e, 'hash-link') && typeof e.properties.href === 'string').map((a) => new URL(String(a.properties.href), pageUrl).href);
  return { headings, code, links };
}

/** The twin parsed back with remark and GFM, its front matter set aside. */
export function markdownStructure(markdown: string): Structure {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown.replace(/^---\n[\s\S]*?\n---\n/, ''));
  const out: Structure = { headings: [], code: [], links: [] };
  const walk = (n: MdNodes) => {
    if (n.type === 'heading') out.headings.push(clean(toString(n)));
    if (n.type === 'code') out.code.push({ lang: n.lang === 'text' && n.meta ? null : n.lang ?? null, value: n.value });
    if (n.type === 'link') out.links.push(n.url);
    if ('children' in n) for (const c of n.children) walk(c);
  };
  walk(tree);
  return out;
}
