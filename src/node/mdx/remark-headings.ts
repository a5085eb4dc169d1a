import type { Root, Heading } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { GithubSlugger } from '../content/slugify.ts';
import { factsOf } from './compiled-facts.ts';

/** Docusaurus' explicit id at a heading's end, `{#id}` (preprocess.ts escapes it into text). */
const EXPLICIT_ID = /[ \t]*\{#([^\s{}]+)\}[ \t]*$/;

/** The heading's `{#id}`, taken off its text. */
function explicitId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  const m = last?.type === 'text' ? EXPLICIT_ID.exec(last.value) : null;
  if (!m || last?.type !== 'text') return undefined;
  last.value = last.value.slice(0, m.index);
  if (!last.value) node.children.pop();
  return m[1];
}

/**
 * Gives every heading a GitHub-style id (what Docusaurus readers' old links point to), or the one
 * it names with `{#id}` as in Docusaurus, and records the outline; the theme's heading component
 * adds the anchor link.
 */
export default function remarkHeadings() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const facts = factsOf(file);
    facts.headings = [];
    visit(tree, 'heading', (node: Heading) => {
      const explicit = explicitId(node);
      const text = toString(node).trim();
      // An explicit id is taken as written; the slugger still counts it, so a later same-named heading differs.
      const id = explicit ?? slugger.slug(text);
      if (explicit && !Object.hasOwn(slugger.occurrences, explicit)) slugger.occurrences[explicit] = 0;
      node.data ??= {};
      node.data.hProperties = { ...(node.data.hProperties ?? {}), id, dataHeading: text };
      facts.headings.push({ id, text, depth: node.depth });
    });
  };
}
