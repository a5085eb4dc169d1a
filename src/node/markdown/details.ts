import type { Element } from 'hast';
import type { Html, RootContent } from 'mdast';
import type { State } from 'hast-util-to-mdast';
import { toText } from 'hast-util-to-text';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `<details>` stays a `<details>` with its summary, its body Markdown between: GFM has no
 * collapsible block, and GitHub and most Markdown readers show this one as the page does.
 */
export function detailsHandler(state: State, node: Element): RootContent[] {
  const summary = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'summary');
  const body = node.children.filter((c) => c !== summary);
  const open: Html = { type: 'html', value: `<details>\n<summary>${escape(summary ? toText(summary).trim() : '')}</summary>` };
  const inner = state.toFlow(state.all({ ...node, children: body }));
  return [open, ...inner, { type: 'html', value: '</details>' }];
}
