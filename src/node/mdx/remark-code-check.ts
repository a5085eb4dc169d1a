import type { Root, Code } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { CODE_LANGUAGES, isKnownLanguage } from './code-languages.ts';

/** Fails on a fence language shiki cannot colour, naming the line, instead of shipping plain text silently. */
export default function remarkCodeCheck() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code) => {
      if (node.lang && !isKnownLanguage(node.lang)) {
        file.fail(`unknown code block language "${node.lang}"; use one of: ${CODE_LANGUAGES.join(', ')}`, node);
      }
    });
  };
}
