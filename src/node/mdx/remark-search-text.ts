import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { sectionsOf } from '../search/sections.ts';
import { factsFor } from './registry.ts';

/** Records the compiled page's text by section (after remark-headings gave the ids) for the search index. */
export default function remarkSearchText() {
  return (tree: Root, file: VFile) => {
    factsFor(file.path).sections = sectionsOf(tree);
  };
}
