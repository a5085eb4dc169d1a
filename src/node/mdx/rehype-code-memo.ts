import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { highlightMisses } from './rehype-code.ts';

/**
 * The en and zh pages share most code blocks (645 distinct of 1,398), and turning a block into its
 * figure (rehype-pretty-code parsing the highlighted HTML into thousands of token nodes, walking
 * them, then rehype-static-code writing them back out as one string) was a third of the compile.
 * `rehypeCodeMemo` runs before rehype-pretty-code and puts a copy of the finished figure in place
 * of a block made before; `rehypeCodeMemoKeep` runs after rehype-static-code and keeps the new ones.
 * A figure depends only on the block's own node (language, meta, code): the highlighter's answer
 * for it is fixed, except during a compile that missed the highlight cache, whose figures may be
 * plain-text fallbacks (compileHighlighted compiles it again) and so are never kept.
 */
const figures = new Map<string, Element>();
/** A bound on what a long dev session can keep; a build has far fewer distinct blocks. */
const MAX_FIGURES = 5_000;

const made = new WeakMap<Root, { misses: number; blocks: [string, Element][] }>();

/** The block as rehype-pretty-code reads it, without where it sits in its file. */
function blockKey(pre: Element): string {
  return JSON.stringify(pre, (key, value: unknown) => (key === 'position' ? undefined : value));
}

function isBlock(node: Element): boolean {
  const code = node.children[0];
  return node.tagName === 'pre' && node.children.length === 1 && code?.type === 'element' && code.tagName === 'code';
}

export function rehypeCodeMemo() {
  return (tree: Root) => {
    const blocks: [string, Element][] = [];
    made.set(tree, { misses: highlightMisses(), blocks });
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!isBlock(node)) return undefined;
      const key = blockKey(node);
      const figure = figures.get(key);
      if (figure && parent && index !== undefined) {
        parent.children[index] = { ...structuredClone(figure), position: node.position };
      } else {
        // rehype-pretty-code turns this very node into the figure.
        blocks.push([key, node]);
      }
      return 'skip';
    });
  };
}

export function rehypeCodeMemoKeep() {
  return (tree: Root) => {
    const mine = made.get(tree);
    made.delete(tree);
    if (!mine || highlightMisses() !== mine.misses) return;
    if (figures.size + mine.blocks.length > MAX_FIGURES) figures.clear();
    for (const [key, figure] of mine.blocks) {
      // Only what rehype-static-code finished: a figure whose pre holds its code as one string.
      const pre = figure.children.find((c): c is Element => c.type === 'element' && c.tagName === 'pre');
      if (figure.tagName === 'figure' && pre && pre.children.length === 0) figures.set(key, structuredClone({ ...figure, position: undefined }));
    }
  };
}

/** Tests: how many figures are kept, and starting again with none. */
export function keptCodeFigures(): number {
  return figures.size;
}
export function forgetCodeFigures(): void {
  figures.clear();
}
