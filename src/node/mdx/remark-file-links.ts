import { dirname, resolve } from 'node:path';
import type { Root, Link } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { factsFor } from './registry.ts';
import { expressionValue, importList, isFile } from './esm-nodes.ts';

const PAGE_OR_EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|#)|\.mdx?(?:#|$)/i;
/** In the text, a link or link definition to a relative path with an extension other than .md/.mdx: only then is the tree walked. */
const MAYBE_FILE_LINK = /(?:\]\(\s*<?|^\s*\[[^\]]+\]:\s*<?)(?![a-z][a-z0-9+.-]*:|\/|#)[^\s)>]*\.(?!mdx?\b)[a-z0-9]+\b/im;

/**
 * A Markdown link to a file next to the page that is not a page (`[the guide](./guide.pdf)`) is a
 * download, as in Docusaurus: the file is imported (the bundler emits it with a hashed name) and the
 * link opens it in a new tab. A link to a file that is not there is left to the link check.
 * Runs before remark-links, which would take the file's path for a route.
 */
export default function remarkFileLinks() {
  return (tree: Root, file: VFile) => {
    const imports = importList('__entixFile');
    if (!MAYBE_FILE_LINK.test(String(file.value))) return;
    visit(tree, 'link', (link: Link, index, parent) => {
      if (!parent || index === undefined || PAGE_OR_EXTERNAL.test(link.url)) return;
      let target: string;
      try { target = resolve(dirname(file.path), decodeURI(link.url.replace(/[?#].*$/, ''))); } catch { return; }
      if (!isFile(target)) return;
      // Never a data: URL (Vite inlines small files): a browser will not open one from a link.
      const name = imports.nameFor(target, `${target}?no-inline`);
      const attributes = [{ type: 'mdxJsxAttribute', name: 'href', value: expressionValue(name) }, { type: 'mdxJsxAttribute', name: 'target', value: '_blank' }, ...(link.title ? [{ type: 'mdxJsxAttribute', name: 'title', value: link.title }] : [])];
      parent.children.splice(index, 1, { type: 'mdxJsxTextElement', name: 'a', attributes, children: link.children, position: link.position } as never);
    });
    tree.children.unshift(...(imports.nodes as never[]));
    const facts = factsFor(file.path);
    facts.assets = [...(facts.assets ?? []), ...imports.files()];
  };
}
