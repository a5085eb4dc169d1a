import type { Root, Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { GithubSlugger } from '../content/slugify.ts';
import { factsFor } from './registry.ts';

/**
 * Gives every heading a GitHub-style id (what Docusaurus readers' old links point to)
 * and records the outline; the theme's heading component adds the anchor link.
 */
export default function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const facts = factsFor(file.path);
    facts.headings = [];
    visit(tree, 'heading', (node: Heading) => {
      const text = toString(node).trim();
      const id = slugger.slug(text);
      node.data ??= {};
      node.data.hProperties = { ...(node.data.hProperties ?? {}), id, dataHeading: text };
      facts.headings.push({ id, text, depth: node.depth });
    });
  };
}
