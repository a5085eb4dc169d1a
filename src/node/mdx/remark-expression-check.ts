import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { expressionsOf, type EsNode, type Program } from './esm-nodes.ts';

/** What a browser page may read besides Node's globals (a prerender-safe `typeof window` check, say). */
const BROWSER_GLOBALS = new Set(['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'history', 'matchMedia', 'requestAnimationFrame', 'alert']);
/** Names MDX itself gives every expression, and Docusaurus' `toc` (remark-toc-export.ts). */
const MDX_NAMES = new Set(['props', 'undefined', 'NaN', 'Infinity', 'toc']);

const isNode = (v: unknown): v is EsNode => typeof v === 'object' && v !== null && typeof (v as EsNode).type === 'string';

/** Names a pattern declares (`a`, `{ b, c: d }`, `[e, ...f]`, `g = 1`). */
function patternNames(p: unknown, out: Set<string>): void {
  if (!isNode(p)) return;
  if (p.type === 'Identifier') out.add(p.name as string);
  else if (p.type === 'ObjectPattern') for (const prop of p.properties as EsNode[]) patternNames(prop.type === 'RestElement' ? prop.argument : prop.value, out);
  else if (p.type === 'ArrayPattern') for (const el of p.elements as unknown[]) patternNames(el, out);
  else if (p.type === 'RestElement') patternNames(p.argument, out);
  else if (p.type === 'AssignmentPattern') patternNames(p.left, out);
}

/** Walks an estree tree, collecting declared names and the identifiers it reads. */
function scan(node: unknown, declared: Set<string>, reads: string[], parent?: EsNode, key?: string): void {
  if (Array.isArray(node)) { for (const n of node) scan(n, declared, reads, parent, key); return; }
  if (!isNode(node)) return;
  switch (node.type) {
    case 'VariableDeclarator': patternNames(node.id, declared); break;
    case 'FunctionDeclaration': case 'FunctionExpression': case 'ArrowFunctionExpression':
      patternNames(node.id, declared);
      for (const p of node.params as unknown[]) patternNames(p, declared);
      break;
    case 'ClassDeclaration': case 'ClassExpression': patternNames(node.id, declared); break;
    case 'CatchClause': patternNames(node.param, declared); break;
    case 'ImportSpecifier': case 'ImportDefaultSpecifier': case 'ImportNamespaceSpecifier': patternNames(node.local, declared); break;
    case 'Identifier': {
      const skip = parent && ((parent.type === 'MemberExpression' && key === 'property' && !parent.computed)
        || ((parent.type === 'Property' || parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') && key === 'key' && !parent.computed)
        || parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement'
        || parent.type.startsWith('Export') || parent.type.startsWith('Import'));
      if (!skip) reads.push(node.name as string);
      return;
    }
  }
  for (const [k, v] of Object.entries(node)) if (k !== 'loc' && k !== 'range' && k !== 'type') scan(v, declared, reads, node, k);
}

/**
 * Docusaurus authors write `{userId}` in prose meaning the text; MDX reads it as JavaScript and the
 * page fails only when prerendered, far from the file. This names the file, line and the fix at compile time.
 */
export default function remarkExpressionCheck() {
  return (tree: Root, file: VFile) => {
    const declared = new Set<string>();
    const uses: { names: string[]; node: { position?: unknown }; source: string }[] = [];
    visit(tree, (node) => {
      const n = node as { type: string; data?: { estree?: Program }; position?: unknown };
      if (n.type === 'mdxjsEsm') { scan(n.data?.estree, declared, []); return; }
      for (const p of expressionsOf(n)) {
        const reads: string[] = [];
        scan(p.estree, declared, reads);
        if (reads.length) uses.push({ names: reads, node: n, source: p.source });
      }
    });
    for (const use of uses) {
      const missing = use.names.find((name) => !declared.has(name) && !MDX_NAMES.has(name) && !BROWSER_GLOBALS.has(name) && !(name in globalThis));
      if (missing === undefined) continue;
      const shown = `{${use.source.trim()}}`;
      file.fail(`${shown} is read as JavaScript, and "${missing}" is not defined. If it is text, write it as inline code (\`${shown}\`) or escape the brace (\\${shown})`, use.node as never);
    }
  };
}
