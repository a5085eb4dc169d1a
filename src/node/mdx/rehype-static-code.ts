import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

/** The prop that carries a highlighted block's inner HTML to the `pre` component (CodeBlock.tsx). */
export const CODE_HTML_PROP = 'data-code-html';

/**
 * A highlighted block is thousands of token spans that never change after the build. Handing them
 * to React as one HTML string, instead of as JSX, keeps MDX compile, the page chunk and every
 * render (prerender and client) from paying per token. Runs after rehype-pretty-code.
 */
export default function rehypeStaticCode() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'pre' || node.children.length === 0) return;
      const code = node.children[0];
      // Only what shiki highlighted (rehype-pretty-code marks it), never a hand-written <pre>.
      if (code?.type !== 'element' || code.tagName !== 'code' || code.properties['data-language'] === undefined) return;
      node.properties.dataCodeHtml = toHtml(node.children);
      node.children = [];
      return 'skip';
    });
  };
}
