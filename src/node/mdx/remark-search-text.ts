import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { sectionsOf } from '../search/sections.ts';
import { factsOf } from './compiled-facts.ts';

/** Records the compiled page's text by section (after remark-headings gave the ids) for the search index. */
export default function remarkSearchText() {
  return (tree: Root, file: VFile) => {
    factsOf(file).sections = sectionsOf(tree);
  };
}
