import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

type Expression = { type: string; value?: unknown; expressions?: unknown[]; quasis?: { value: { cooked?: string | null } }[] };

/** The code a `{…}` child holds, if it is a plain string: `'npm ci'`, or a template literal without `${}`. */
function codeOf(child: RootContent): string | undefined {
  if (child.type !== 'mdxFlowExpression') return child.type === 'paragraph' ? toString(child) : undefined;
  const expr = (child.data as { estree?: { body: { expression?: Expression }[] } } | undefined)?.estree?.body[0]?.expression;
  if (expr?.type === 'Literal' && typeof expr.value === 'string') return expr.value;
  if (expr?.type === 'TemplateLiteral' && !expr.expressions?.length) return expr.quasis?.[0]?.value.cooked ?? undefined;
  return undefined;
}

/**
 * Docusaurus' `<CodeBlock language="js" title="a.js">{`…`}</CodeBlock>` (from `@theme/CodeBlock`)
 * becomes a fenced block, so it is highlighted at build time like one; a block whose code is
 * computed stays a component (CodeBlock.tsx shows it plain).
 */
export default function remarkJsxCodeBlock() {
  return (tree: Root) => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== 'CodeBlock' || !parent || index === undefined || node.children.length !== 1) return undefined;
      const raw = codeOf(node.children[0] as RootContent);
      if (raw === undefined) return undefined;
      const attr = (name: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      const text = (name: string) => { const v = attr(name)?.value; return typeof v === 'string' ? v : undefined; };
      const meta = [text('title') !== undefined ? `title="${text('title')}"` : '', attr('showLineNumbers') ? 'showLineNumbers' : '', text('metastring') ?? ''].filter(Boolean).join(' ');
      const code: Code = { type: 'code', lang: text('language') ?? null, meta: meta || null, value: raw.replace(/^\n/, '').replace(/\s+$/, ''), position: node.position };
      parent.children[index] = code;
      return undefined;
    });
  };
}
