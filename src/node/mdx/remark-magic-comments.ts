import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { lineRanges, magicComments } from './magic-comments.ts';

/**
 * Docusaurus' magic comments (magic-comments.ts): the comment lines leave the block and the lines
 * they point at are marked, added to the fence's own `{…}` marks for rehype-pretty-code. The
 * highlight worker reads blocks through the same function (fenced-blocks.ts), so its keys match.
 */
export default function remarkMagicComments() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      const { code, marked } = magicComments(node.value);
      if (code === node.value) return;
      node.value = code;
      if (marked.length) node.meta = [node.meta, lineRanges(marked)].filter(Boolean).join(' ');
    });
  };
}
