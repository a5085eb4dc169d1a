/** Estree an MDX plugin builds or reads: ESM nodes it adds, and the programs of a node's `{…}` expressions. */
import { statSync } from 'node:fs';

export type EsNode = { type: string; [key: string]: unknown };
export interface Program { type: 'Program'; body: EsNode[] }

export function program(body: unknown[]) {
  return { type: 'Program', sourceType: 'module', body };
}

/** `import name from "path"` as an MDX ESM node. */
export function importNode(name: string, path: string) {
  const estree = program([{ type: 'ImportDeclaration', specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }], source: { type: 'Literal', value: path, raw: JSON.stringify(path) }, attributes: [] }]);
  return { type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(path)}`, data: { estree } };
}

/** A JSX attribute's value `{name}`, or `{name + "suffix"}`. */
export function expressionValue(name: string, suffix = '') {
  const id = { type: 'Identifier', name };
  const expression = suffix ? { type: 'BinaryExpression', operator: '+', left: id, right: { type: 'Literal', value: suffix, raw: JSON.stringify(suffix) } } : id;
  return { type: 'mdxJsxAttributeValueExpression', value: suffix ? `${name} + ${JSON.stringify(suffix)}` : name, data: { estree: program([{ type: 'ExpressionStatement', expression }]) } };
}

/**
 * The default imports a plugin adds to a page, one per file, named `<prefix><n>`; `nodes` go at the
 * top of the tree. `specifier` is what is imported when it is not the file's path (a query added).
 */
export function importList(prefix: string) {
  const names = new Map<string, string>();
  const nodes: ReturnType<typeof importNode>[] = [];
  return {
    nodes,
    files: () => [...names.keys()],
    nameFor(file: string, specifier = file): string {
      let name = names.get(file);
      if (!name) {
        names.set(file, (name = `${prefix}${names.size}`));
        nodes.push(importNode(name, specifier));
      }
      return name;
    },
  };
}

export function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}

type WithExpressions = { type: string; value?: unknown; data?: { estree?: Program }; attributes?: { type: string; value?: unknown; data?: { estree?: Program } }[] };

/** The programs of a node's JavaScript: its own `{…}`, and its JSX attributes' (`{...spread}`, `a={…}`), with their source. */
export function expressionsOf(node: unknown): { estree?: Program; source: string }[] {
  const n = node as WithExpressions;
  const out: { estree?: Program; source: string }[] = [];
  if (n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') out.push({ estree: n.data?.estree, source: String(n.value) });
  for (const a of n.attributes ?? []) {
    if (a.type === 'mdxJsxExpressionAttribute') out.push({ estree: a.data?.estree, source: String(a.value) });
    else if (a.value && typeof a.value === 'object') {
      const v = a.value as { value?: string; data?: { estree?: Program } };
      out.push({ estree: v.data?.estree, source: String(v.value) });
    }
  }
  return out;
}
