import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { factsOf } from './compiled-facts.ts';
import type { EsNode, Program } from './esm-nodes.ts';

/** Modules a page imports whose output is static markup, or answered by the page-wide DOM handlers (tabs). */
const STATIC_MODULES = new Set(['@theme/Tabs', '@theme/TabItem', '@theme/Admonition', '@theme/CodeBlock', '@theme/Details', '@theme/TOCInline', '@theme/Heading', '@theme/DocCardList', '@docusaurus/Link', '@docusaurus/Translate', '@docusaurus/useBaseUrl']);
/** An asset's URL, not code. */
const ASSET = /\.(?:png|jpe?g|gif|svg|webp|avif|ico|bmp|pdf|zip|txt|csv|mp4|webm|mp3|wav|woff2?)(?:\?.*)?$/i;

const isFunction = (n: EsNode | null | undefined) => !!n && /^(?:FunctionDeclaration|FunctionExpression|ArrowFunctionExpression|ClassDeclaration|ClassExpression)$/.test(n.type);

/** Whether an ESM block brings code that runs in the page: a component, a function, or a module not known to be static. */
function esmIsLive(program: Program | undefined): boolean {
  return (program?.body ?? []).some((s) => {
    if (s.type === 'ImportDeclaration') {
      const from = String((s.source as EsNode).value);
      return !STATIC_MODULES.has(from) && !ASSET.test(from);
    }
    if (s.type !== 'ExportNamedDeclaration' && s.type !== 'ExportDefaultDeclaration') return false;
    const d = s.declaration as EsNode | null;
    if (isFunction(d)) return true;
    return d?.type === 'VariableDeclaration' && (d.declarations as EsNode[]).some((v) => isFunction(v.init as EsNode | null));
  });
}

/**
 * A prerendered article stays static HTML on the page a visit starts on (only later pages render
 * from MDX), which is right for text, code and tabs but leaves a component of the page's own (a
 * counter, Docusaurus' BrowserOnly) or an `onClick` dead there. Such a page is marked live, so that
 * it hydrates from its compiled MDX, at once. Reads the author's ESM, so it runs before the plugins
 * that add imports of their own.
 */
export default function remarkLiveCheck() {
  return (tree: Root, file: VFile) => {
    // ESM is only ever at the top level; an event handler is looked for only where the text has one.
    let live = tree.children.some((n) => n.type === 'mdxjsEsm' && esmIsLive((n as { data?: { estree?: Program } }).data?.estree));
    if (!live && /\son[A-Z]\w*\s*=/.test(String(file.value))) {
      visit(tree, (node) => {
        if (live) return false;
        const attributes = (node as { attributes?: { type: string; name?: string }[] }).attributes;
        live = !!attributes?.some((a) => a.type === 'mdxJsxAttribute' && /^on[A-Z]/.test(a.name ?? ''));
        return undefined;
      });
    }
    factsOf(file).live = live || undefined;
  };
}
