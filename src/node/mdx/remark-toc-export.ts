import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { factsOf } from './compiled-facts.ts';
import { expressionsOf, program } from './esm-nodes.ts';

/** Docusaurus' TOCItem: `value` is HTML (the heading's text, escaped here). */
export interface DocusaurusTocItem { value: string; id: string; level: number }

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);

/** An estree literal for plain JSON-like data (strings, numbers, arrays, objects). */
function literal(value: unknown): unknown {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(literal) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([k, v]) => ({ type: 'Property', kind: 'init', key: { type: 'Identifier', name: k }, value: literal(v), computed: false, method: false, shorthand: false })),
    };
  }
  return { type: 'Literal', value };
}

/** `export const toc = [...]` as the ESM node MDX compiles. */
function tocExport(items: DocusaurusTocItem[]) {
  const declaration = { type: 'VariableDeclaration', kind: 'const', declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: literal(items) }] };
  const estree = program([{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null }]);
  return { type: 'mdxjsEsm', value: '', data: { estree } } as never;
}

/** Whether an expression or attribute of the page reads `toc`, and whether the page declares it itself. */
function tocUse(tree: Root): { reads: boolean; declares: boolean } {
  let reads = false;
  let declares = false;
  visit(tree, (node) => {
    if (node.type === 'mdxjsEsm') declares ||= /\b(?:const|let|var|function|as)\s+toc\b|import\s+toc\b|[{,]\s*toc\s*[,}]/.test(String((node as { value?: unknown }).value));
    reads ||= expressionsOf(node).some((e) => /\btoc\b/.test(e.source));
  });
  return { reads, declares };
}

/**
 * Docusaurus gives every MDX page a `toc` export, the list `<TOCInline toc={toc} />` renders. A page
 * that reads `toc` gets it here, from the headings remark-headings recorded (so it runs after it);
 * other pages carry no extra bytes.
 */
export default function remarkTocExport() {
  return (tree: Root, file: VFile) => {
    // A tree walk costs every page; the text says whether there is anything to find.
    if (!/\btoc\b/.test(String(file.value))) return;
    const { reads, declares } = tocUse(tree);
    if (!reads || declares) return;
    const items = factsOf(file).headings.map((h) => ({ value: escapeHtml(h.text), id: h.id, level: h.depth }));
    tree.children.unshift(tocExport(items));
  };
}
