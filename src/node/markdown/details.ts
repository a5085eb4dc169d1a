import type { Element, ElementContent } from 'hast';
import { toText } from 'hast-util-to-text';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<details>` stays a `<details>` with its summary, its body Markdown between: GFM has no
 * collapsible block, and GitHub and most Markdown readers show this one as the page does.
 */
export function detailsBlocks(node: Element, flow: (children: ElementContent[]) => string[]): string[] {
  const summary = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'summary');
  const body = node.children.filter((c) => c !== summary);
  return [`<details>\n<summary>${escape(summary ? toText(summary).trim() : '')}</summary>`, ...flow(body), '</details>'];
}
