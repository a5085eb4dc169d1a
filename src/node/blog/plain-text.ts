import type { Nodes, Root } from 'mdast';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { preprocess } from '../mdx/preprocess.ts';
import { memoByText } from '../content/memo-by-text.ts';
import { diskMemoized } from '../content/disk-memo.ts';

const parser = unified().use(remarkParse).use(remarkGfm);
// MDX-only lines that plain markdown would read as prose.
const MDX_ONLY = /^\s*(?:import\s|export\s|:::)/;

function inlineText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if (node.type === 'break') return ' ';
  if (node.type === 'html' || node.type === 'code' || node.type === 'image' || node.type === 'imageReference') return '';
  return 'children' in node ? node.children.map((c) => inlineText(c as Nodes)).join('') : '';
}

function blocks(node: Nodes, out: string[]): void {
  if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
    const text = inlineText(node).replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
    return;
  }
  if (node.type === 'code' || node.type === 'html' || node.type === 'yaml') return;
  if ('children' in node) for (const c of node.children) blocks(c as Nodes, out);
}

/** Markdown → its prose as plain-text blocks (paragraphs, headings, list items); code and HTML left out. */
export const markdownParagraphs = memoByText((markdown: string): string[] => diskMemoized('paragraphs', markdown, () => {
  const cleaned = markdown.split('\n').map((l) => (MDX_ONLY.test(l) ? '' : l)).join('\n');
  const tree = parser.parse(cleaned) as Root;
  const out: string[] = [];
  blocks(tree, out);
  return out;
}));

export interface Excerpt {
  paragraphs: string[];
  /** The post has more than the excerpt shows. */
  truncated: boolean;
}

/** Text above `<!-- truncate -->` (or `{/* truncate *\/}`); without the marker, the first paragraph. */
export function postExcerpt(body: string): Excerpt {
  const { truncateLine } = preprocess(body);
  if (truncateLine) {
    const lines = body.split('\n');
    const after = markdownParagraphs(lines.slice(truncateLine).join('\n'));
    return { paragraphs: markdownParagraphs(lines.slice(0, truncateLine - 1).join('\n')), truncated: after.length > 0 };
  }
  const all = markdownParagraphs(body);
  return { paragraphs: all.slice(0, 1), truncated: all.length > 1 };
}
