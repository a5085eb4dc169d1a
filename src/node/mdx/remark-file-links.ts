import { dirname, resolve } from 'node:path';
import type { Root, Definition, PhrasingContent } from 'mdast';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { factsOf } from './compiled-facts.ts';
import { expressionValue, importList, isFile } from './esm-nodes.ts';

const PAGE_OR_EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\/|#)|\.mdx?(?:#|$)/i;
/** In the text, a link or link definition to a relative path with an extension other than .md/.mdx: only then is the tree walked. */
/** A path whose last segment ends in a file extension, which has a letter (`guide.pdf`, not `release-4.10` or `./api`). */
const FILE_NAME = /\.[a-z0-9]*[a-z][a-z0-9]*$/i;
// Linear: a definition's label stays on its line and a path stops at `]` (`[^\]]+` across lines, and a path
// running over `](a.](a.…`, took 1.3 s and 0.8 s on 50,000-character texts).
export const MAYBE_FILE_LINK = /(?:\]\(\s*<?|^[ \t]*\[[^\]\n]+\]:\s*<?)(?![a-z][a-z0-9+.-]*:|\/|#)[^\s)>\]]*\.(?!mdx?\b)[a-z0-9]+\b/im;

/**
 * A Markdown link to a file next to the page that is not a page (`[the guide](./guide.pdf)`, or
 * `[the guide][g]` with `[g]: ./guide.pdf`) is a download, as in Docusaurus: the file is imported
 * (the bundler emits it with a hashed name) and the link opens it in a new tab, its `#fragment`
 * kept (`#page=2`). A link to a file name that is not there fails at its line (it would ship as a dead link).
 * Runs before remark-links, which would take the file's path for a route.
 */
export default function remarkFileLinks() {
  return (tree: Root, file: VFile) => {
    const imports = importList('__entixFile');
    if (!MAYBE_FILE_LINK.test(String(file.value))) return;
    const fileOf = (url: string) => {
      if (PAGE_OR_EXTERNAL.test(url)) return undefined;
      let target: string;
      try { target = resolve(dirname(file.path), decodeURI(url.replace(/[?#].*$/, ''))); } catch { return undefined; }
      return isFile(target) ? { target, hash: /#.*$/.exec(url)?.[0] ?? '' } : undefined;
    };
    // A relative link to a file name that is not there would ship as a dead `<a href>`: it fails at its line.
    const failMissing = (url: string, node: { position?: Definition['position'] }) => {
      if (!PAGE_OR_EXTERNAL.test(url) && FILE_NAME.test(url.replace(/[?#].*$/, ''))) {
        file.fail(`link "${url}" points to no file: there is no ${url.replace(/[?#].*$/, '')} next to this page; fix the path, add the file, or write the full URL (https://…) if it is a website`, node.position, 'entix:file-link');
      }
    };
    // A reference-style link's file, from its definition: resolved once.
    const definitions = new Map<string, { node: Definition; found: NonNullable<ReturnType<typeof fileOf>> }>();
    const images = new Set<string>();
    const missingDefinitions = new Map<string, Definition>();
    visit(tree, 'imageReference', (node) => { images.add(node.identifier); });
    visit(tree, (node) => {
      if (node.type !== 'definition') return;
      const found = fileOf(node.url);
      if (found) definitions.set(node.identifier, { node, found });
      else if (!images.has(node.identifier)) missingDefinitions.set(node.identifier, node);
    });
    visit(tree, (node, index, parent) => {
      if (node.type !== 'link' && node.type !== 'linkReference' && node.type !== 'definition') return undefined;
      if (!parent || index === undefined) return undefined;
      if (node.type === 'definition') {
        // Read by the references above; left in, remark-links would check its path as a route.
        if (definitions.get(node.identifier)?.node !== node || images.has(node.identifier)) return undefined;
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      const link = node.type === 'link' ? { node, found: fileOf(node.url) } : definitions.get(node.identifier);
      const found = link?.found;
      if (!found) {
        if (node.type === 'link') failMissing(node.url, node);
        else { const d = missingDefinitions.get(node.identifier); if (d) failMissing(d.url, d); }
        return undefined;
      }
      const title = link.node.title;
      // Never a data: URL (Vite inlines small files): a browser will not open one from a link.
      const name = imports.nameFor(found.target, `${found.target}?no-inline`);
      const attributes = [{ type: 'mdxJsxAttribute', name: 'href', value: expressionValue(name, found.hash) }, { type: 'mdxJsxAttribute', name: 'target', value: '_blank' }, ...(title ? [{ type: 'mdxJsxAttribute', name: 'title', value: title }] : [])];
      parent.children.splice(index, 1, { type: 'mdxJsxTextElement', name: 'a', attributes, children: node.children as PhrasingContent[], position: node.position } as never);
      return undefined;
    });
    tree.children.unshift(...(imports.nodes as never[]));
    const facts = factsOf(file);
    facts.assets = [...(facts.assets ?? []), ...imports.files()];
  };
}
