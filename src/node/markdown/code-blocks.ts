import type { Element, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { h } from 'hastscript';
import { findElement, isElement, rewrite } from './hast-query.ts';

/** Languages that say only "no language": a fence without one reads the same. */
const PLAIN = new Set(['plaintext', 'text', 'txt', 'plain']);

/**
 * A highlighted block (rehype-pretty-code's figure: an optional title, the pre in the copy
 * button's frame) becomes a bare `<pre data-language data-title>` holding its text: the colour
 * spans, line marks and line numbers are the page's styling, not its code.
 */
export function simplifyCodeBlocks(tree: Root): void {
  rewrite(tree, (el) => {
    if (el.tagName !== 'figure' || el.properties.dataRehypePrettyCodeFigure === undefined) return el;
    const pre = findElement(el, (e) => e.tagName === 'pre');
    if (!pre) return el;
    const caption = findElement(el, (e) => e.tagName === 'figcaption');
    return h('pre', { dataLanguage: pre.properties.dataLanguage, dataTitle: caption ? toText(caption).trim() : undefined }, [{ type: 'text', value: codeText(pre) }]);
  });
}

function codeText(pre: Element): string {
  const code = pre.children.find((c) => isElement(c, 'code')) ?? pre;
  return toText(code, { whitespace: 'pre' }).replace(/\n$/, '');
}

/** The fence: the language, and the title as Docusaurus writes it (```sql title="shop.sql"); longer than any backtick run in the code. */
export function codeFence(node: Element): string {
  const raw = node.properties.dataLanguage;
  const lang = typeof raw === 'string' && !PLAIN.has(raw) ? raw : '';
  const title = node.properties.dataTitle;
  // A title with a quote in it would end the attribute: Docusaurus reads title='…' too.
  const meta = typeof title === 'string' && title ? (title.includes('"') ? `title='${title}'` : `title="${title}"`) : '';
  const value = codeText(node);
  const longest = Math.max(0, ...(value.match(/`{3,}/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = (lang || (meta ? 'text' : '')) + (meta ? ` ${meta}` : '');
  return `${fence}${info}\n${value ? `${value}\n` : ''}${fence}`;
}
