import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Node, Parent } from 'unist';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import * as original from 'unist-util-visit-parents';
import * as ours from './visit-parents.ts';

type Impl = typeof ours;
const ROOT = resolve(import.meta.dirname, '../../..');

/** Real pages' trees, mdast and hast: tables, code, JSX, lists. */
function trees(): Node[] {
  return ['content/en/docs/best_practices/entity.md', 'content/en/docs/api/specification.md'].flatMap((file) => {
    const mdast = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(readFileSync(resolve(ROOT, file), 'utf8'));
    const hast = unified().use(remarkRehype).runSync(structuredClone(mdast) as never) as Node;
    return [mdast, hast];
  });
}

/** Every call a walk makes, as plain data: what it was given and in what order. */
function record(impl: Impl, tree: Node, run: (impl: Impl, tree: Node, log: unknown[]) => void): unknown[] {
  const log: unknown[] = [];
  run(impl, structuredClone(tree), log);
  return log;
}

const at = (node: Node, parents: Parent[], index: number | undefined) => [node.type, (node as { tagName?: string }).tagName, index, parents.length, parents.at(-1)?.type];

const walks: Record<string, (impl: Impl, tree: Node, log: unknown[]) => void> = {
  'every node': (impl, tree, log) => impl.visitParents(tree, (n, p, i) => void log.push(at(n, p, i))),
  'a type test': (impl, tree, log) => impl.visitParents(tree, 'text', (n, p, i) => void log.push(at(n, p, i))),
  'a list of tests, in reverse': (impl, tree, log) => impl.visitParents(tree, [{ type: 'element' }, 'inlineCode', 'code'], (n, p, i) => void log.push(at(n, p, i)), true),
  'a function test': (impl, tree, log) => impl.visitParents(tree, (n: Node, i?: number | null) => n.type !== 'text' && i === 1, (n, p, i) => void log.push(at(n, p, i))),
  'SKIP, then EXIT': (impl, tree, log) => {
    let count = 0;
    impl.visitParents(tree, (n, p, i) => {
      log.push(at(n, p, i));
      if (++count > 60) return impl.EXIT;
      return n.type === 'list' || n.type === 'table' || (n as { tagName?: string }).tagName === 'ul' ? impl.SKIP : impl.CONTINUE;
    });
  },
  'an index to go on at, with nodes removed': (impl, tree, log) =>
    impl.visitParents(tree, (n, p, i) => {
      log.push(at(n, p, i));
      const parent = p.at(-1);
      if (n.type === 'code' || (n as { tagName?: string }).tagName === 'pre') {
        parent!.children.splice(i!, 1);
        return [impl.SKIP, i];
      }
      return undefined;
    }),
  'enter and exit visitors': (impl, tree, log) =>
    impl.visitParents(tree, { enter: (n, p, i) => void log.push(['enter', ...at(n, p, i)]), exit: (n, p, i) => void log.push(['exit', ...at(n, p, i)]) }),
  'only an exit visitor, in reverse': (impl, tree, log) => impl.visitParents(tree, { exit: (n, p, i) => void log.push(at(n, p, i)) }, true),
  'parents kept by a visitor stay as they were': (impl, tree, log) => {
    const kept: Parent[][] = [];
    impl.visitParents(tree, (_n, p) => void kept.push(p));
    log.push(kept.map((p) => p.map((x) => x.type).join('/')));
  },
};

describe('visit-parents (our drop-in for unist-util-visit-parents)', () => {
  for (const [name, run] of Object.entries(walks)) {
    it(`walks as the original does: ${name}`, () => {
      for (const tree of trees()) {
        const expected = record(original as unknown as Impl, tree, run);
        expect(expected.length).toBeGreaterThan(0);
        expect(record(ours, tree, run)).toEqual(expected);
      }
    });
  }

  it('exports what the original exports, with the same values', () => {
    expect(Object.keys(ours).sort()).toEqual(Object.keys(original).sort());
    expect([ours.CONTINUE, ours.EXIT, ours.SKIP]).toEqual([original.CONTINUE, original.EXIT, original.SKIP]);
  });

  it('throws the original errors for bad input', () => {
    const bad: [unknown, unknown, unknown?][] = [[null, () => undefined], [{ type: 'root' }, 5], [{ type: 'root' }, { enter: 5, exit: () => undefined }], [{ type: 'root' }, { enter: () => undefined }]];
    for (const [tree, a, b] of bad) {
      const message = (impl: Impl) => {
        try {
          (impl.visitParents as (t: unknown, a: unknown, b?: unknown) => void)(tree, a, b);
        } catch (e) {
          return (e as Error).message;
        }
        return 'no error';
      };
      expect(message(ours)).not.toBe('no error');
      expect(message(ours)).toBe(message(original as unknown as Impl));
    }
    const exitSkip = (impl: Impl) => () => impl.visitParents({ type: 'root' } as Node, { exit: () => impl.SKIP });
    expect(exitSkip(ours)).toThrow(/from `exit`/);
    expect(exitSkip(original as unknown as Impl)).toThrow(/from `exit`/);
  });
});
