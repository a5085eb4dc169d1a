import { dirname, resolve } from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { factsOf } from './compiled-facts.ts';
import { expressionsOf, importList, isFile, type EsNode } from './esm-nodes.ts';

/** `require("…")` with one string: what Docusaurus pages write for an asset (`<img src={require('./a.png').default} />`). */
function requiredPath(node: EsNode): string | undefined {
  const callee = node.callee as EsNode | undefined;
  const args = node.arguments as EsNode[] | undefined;
  if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== 'require' || args?.length !== 1) return undefined;
  return args[0]!.type === 'Literal' && typeof args[0]!.value === 'string' ? args[0]!.value : undefined;
}

/** Replaces, in place, each `require("…")` below `node` by what `replace` makes of its path. */
function rewrite(node: unknown, replace: (path: string) => EsNode): void {
  if (Array.isArray(node)) { node.forEach((n, i) => { const path = isNode(n) ? requiredPath(n) : undefined; if (path !== undefined) node[i] = replace(path); else rewrite(n, replace); }); return; }
  if (!isNode(node)) return;
  for (const [k, v] of Object.entries(node)) {
    if (k === 'loc' || k === 'range' || k === 'type') continue;
    const path = isNode(v) ? requiredPath(v) : undefined;
    if (path !== undefined) node[k] = replace(path);
    else rewrite(v, replace);
  }
}

const isNode = (v: unknown): v is EsNode => typeof v === 'object' && v !== null && typeof (v as EsNode).type === 'string';

/**
 * Docusaurus' MDX runs on webpack, where a page may `require()` an asset; an ES module cannot. Each
 * `require("./x")` in the page's expressions becomes an import of that file (so the bundler emits
 * it) in the shape require gave, `{ default: url }`. A relative file that does not exist fails
 * at its line. Runs before the expression check, which would otherwise find `require` undefined.
 */
export default function remarkRequire() {
  return (tree: Root, file: VFile) => {
    const imports = importList('__entixRequire');
    const assets = new Set<string>();
    // A tree walk costs every page; the text says whether there is anything to find.
    if (String(file.value).includes('require(')) visit(tree, (node) => {
      for (const { estree, source } of expressionsOf(node)) {
        if (!estree || !source.includes('require')) continue;
        rewrite(estree, (path) => {
          const relative = path.startsWith('./') || path.startsWith('../');
          const target = relative ? resolve(dirname(file.path), path) : path;
          if (relative && !isFile(target)) file.fail(`require("${path}"): there is no such file next to this page`, node.position, 'entix:require');
          if (relative) assets.add(target);
          const name = imports.nameFor(target);
          return { type: 'ObjectExpression', properties: [{ type: 'Property', kind: 'init', key: { type: 'Identifier', name: 'default' }, value: { type: 'Identifier', name }, computed: false, method: false, shorthand: false }] };
        });
      }
    });
    tree.children.unshift(...(imports.nodes as never[]));
    // remark-images, later, adds the page's images to these (a cached compile holds while they exist).
    factsOf(file).assets = [...assets];
  };
}
