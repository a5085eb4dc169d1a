import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { GithubSlugger } from '../content/slugify.ts';

/** A page's text cut at its headings: what one search hit points to. */
export interface SectionText {
  /** Heading id ('' for the text above the first heading). */
  id: string;
  heading: string;
  text: string;
  code: string;
  /** Names a table defines (first cell written as code: a config key, an error code, a parameter). */
  defines?: string[];
}

const SKIP = new Set(['yaml', 'toml', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'image', 'imageReference', 'definition']);
const BLOCK = new Set(['paragraph', 'listItem', 'tableCell', 'tableRow', 'blockquote', 'mdxJsxFlowElement', 'containerDirective', 'table', 'list']);

/**
 * Walks the tree in document order, as remark-headings does, so the ids given here are the
 * ids the page renders (taken from that plugin when it ran, recomputed the same way when not).
 */
export function sectionsOf(tree: Root): SectionText[] {
  const slugger = new GithubSlugger();
  const sections: SectionText[] = [];
  let current = { id: '', heading: '', text: [] as string[], code: [] as string[], defines: [] as string[] };
  const close = () => {
    const text = current.text.join('').replace(/\s+/g, ' ').trim();
    const code = current.code.join('\n').trim();
    const defines = current.defines.length ? { defines: current.defines } : {};
    if (text || code || current.heading) sections.push({ id: current.id, heading: current.heading, text, code, ...defines });
  };
  const walk = (node: Nodes) => {
    if (SKIP.has(node.type)) return;
    if (node.type === 'heading') {
      const heading = toString(node).trim();
      const given = (node.data?.hProperties as { id?: string } | undefined)?.id;
      const id = slugger.slug(heading);
      if (node.depth < 2) return;
      close();
      current = { id: given ?? id, heading, text: [], code: [], defines: [] };
      return;
    }
    if (node.type === 'table') {
      // A row's leading cells in code are the names the row defines (a key and its variable):
      // the page readers want for them.
      for (const row of node.children.slice(1)) {
        for (const cell of row.children.slice(0, 2)) {
          const only = cell.children.length === 1 ? cell.children[0]! : undefined;
          if (only?.type !== 'inlineCode' || only.value.length > 40) break;
          current.defines.push(only.value);
        }
      }
    }
    if (node.type === 'code') {
      current.code.push(node.value);
      return;
    }
    if (node.type === 'text' || node.type === 'inlineCode') {
      current.text.push(node.value);
      return;
    }
    if (node.type === 'break') current.text.push(' ');
    if ('children' in node) for (const child of node.children) walk(child as Nodes);
    if (BLOCK.has(node.type)) current.text.push(' ');
  };
  walk(tree);
  close();
  return sections;
}
