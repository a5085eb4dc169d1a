import { convert, type Test } from 'unist-util-is';
import type { Node, Parent } from 'unist';

/**
 * unist-util-visit-parents 6.1, the same walk without its per-node cost: for a readable stack
 * trace, the original makes a closure for every node it passes and renames it with
 * `Object.defineProperty` (a coloured string each time). Every remark, rehype and MDX step walks
 * the tree through it, so that was a fifth of an MDX compile and much of its garbage. The build
 * code's bundle puts this module in the package's place (code-bundle.ts); visit-parents.test.ts
 * holds it to the original's calls and results.
 */
type Result = readonly unknown[];
export type Visitor = (node: Node, parents: Parent[], index: number | undefined) => unknown;
export type Visitors = { enter?: Visitor | null; exit: Visitor };

const empty: Result = [];

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

export function visitParents(tree: Node, visitor: Visitor | Visitors, reverse?: boolean): void;
export function visitParents(tree: Node, test: Test, visitor: Visitor | Visitors, reverse?: boolean): void;
export function visitParents(tree: Node, testOrEnterOrVisitors: unknown, enterOrVisitorsOrReverse?: unknown, reverse?: boolean): void {
  if (!tree || typeof tree !== 'object') {
    throw new Error('Unexpected value `' + String(tree) + '` for `tree`, expected node');
  }
  let preorder = true;
  let check: Test;
  let visitors: unknown;
  let enter: Visitor | undefined;
  let exit: Visitor | undefined;
  if (typeof enterOrVisitorsOrReverse === 'function' || (enterOrVisitorsOrReverse && typeof enterOrVisitorsOrReverse === 'object')) {
    check = testOrEnterOrVisitors as Test;
    visitors = enterOrVisitorsOrReverse;
    if (reverse) preorder = false;
  } else {
    visitors = testOrEnterOrVisitors;
    if (enterOrVisitorsOrReverse) preorder = false;
  }
  if (typeof visitors === 'function') {
    enter = visitors as Visitor;
  } else if (visitors && typeof visitors === 'object') {
    const v = visitors as { enter?: unknown; exit?: unknown };
    if (v.enter === null || v.enter === undefined) {
      // Only an exit visitor.
    } else if (typeof v.enter === 'function') {
      enter = v.enter as Visitor;
    } else {
      throw new Error('Unexpected value `' + String(v.enter) + '` for `visitors.enter`, expected optional visitor');
    }
    if (typeof v.exit === 'function') {
      exit = v.exit as Visitor;
    } else {
      throw new Error('Unexpected value `' + String(v.exit) + '` for `visitors.exit`, expected visitor (pass a visitor directly if you only want an enter visitor)');
    }
  } else {
    throw new Error('Unexpected value `' + String(visitors) + '` for `enter` or `visitors`, expected visitor or object with visitors');
  }
  const is = convert(check);
  const step = preorder ? 1 : -1;

  function visit(node: Node, index: number | undefined, parents: Parent[]): Result {
    const matches = !check || is(node, index, parents[parents.length - 1] || undefined);
    let result = empty;
    if (enter && matches) {
      result = toResult(enter(node, parents, index));
      if (result[0] === EXIT) return result;
    }
    if ('children' in node && node.children) {
      const parent = node as Parent;
      if (parent.children && result[0] !== SKIP) {
        let offset = (preorder ? -1 : parent.children.length) + step;
        const grandparents = [...parents, parent];
        while (offset > -1 && offset < parent.children.length) {
          const subresult = visit(parent.children[offset]!, offset, grandparents);
          if (subresult[0] === EXIT) return subresult;
          offset = typeof subresult[1] === 'number' ? subresult[1] : offset + step;
        }
      }
    }
    if (exit && matches) {
      const exitResult = toResult(exit(node, parents, index));
      if (exitResult[0] === SKIP) {
        throw new Error('Unexpected value `' + String(exitResult[0]) + '` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing');
      }
      if (exitResult[0] === EXIT || typeof exitResult[1] === 'number') return exitResult;
    }
    return result;
  }

  visit(tree, undefined, []);
}

function toResult(value: unknown): Result {
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return [CONTINUE, value];
  return value === null || value === undefined ? empty : [value];
}
