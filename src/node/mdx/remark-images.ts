import { dirname, join, resolve } from 'node:path';
import type { Root, Image } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { factsOf } from './compiled-facts.ts';
import { expressionValue, importList, isFile } from './esm-nodes.ts';

export interface ImageOptions {
  /** Folder served at the site root, which `/img/…` paths name. */
  publicDir?: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

type Attr = { type: 'mdxJsxAttribute'; name: string; value?: unknown };
type JsxImg = { type: string; name?: string | null; attributes: Attr[]; position?: Image['position'] };

function fileOf(url: string): string {
  const path = url.replace(/[?#].*$/, '');
  try { return decodeURI(path); } catch { return path; }
}

/**
 * Images are assets, as in Docusaurus: a relative `![x](./diagram.png)` or `<img src="./d.png">`
 * becomes an import, so the bundler hashes and emits the file; a missing file fails the build at
 * its line, and so does a `/img/…` path that public/ does not hold.
 */
export default function remarkImages(options: ImageOptions = {}) {
  return (tree: Root, file: VFile) => {
    const imports = importList('__entixImage');
    const assets = new Set<string>();
    const check = (url: string, node: { position?: Image['position'] }): string | undefined => {
      if (!url || EXTERNAL.test(url) || url.startsWith('#')) return undefined;
      const rel = fileOf(url);
      if (url.startsWith('/')) {
        if (options.publicDir) assets.add(join(options.publicDir, rel));
        if (options.publicDir && !isFile(join(options.publicDir, rel))) file.fail(`image "${url}" is not in public/ (no file public${rel})`, node.position, 'entix:image');
        return undefined;
      }
      const abs = resolve(dirname(file.path), rel);
      assets.add(abs);
      if (!isFile(abs)) file.fail(`image "${url}" not found: there is no such file next to this page`, node.position, 'entix:image');
      return imports.nameFor(abs);
    };
    visit(tree, (node, index, parent) => {
      if (node.type === 'image') {
        const img = node as Image;
        const name = check(img.url, img);
        if (!name || !parent || index === undefined) return;
        const attributes: Attr[] = [{ type: 'mdxJsxAttribute', name: 'src', value: expressionValue(name) }, { type: 'mdxJsxAttribute', name: 'alt', value: img.alt ?? '' }];
        if (img.title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: img.title });
        parent.children.splice(index, 1, { type: 'mdxJsxTextElement', name: 'img', attributes, children: [], position: img.position } as never);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as unknown as JsxImg;
      if (el.name !== 'img') return;
      const src = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
      if (typeof src?.value !== 'string') return;
      const name = check(src.value, el);
      if (name) src.value = expressionValue(name);
    });
    tree.children.unshift(...(imports.nodes as never[]));
    // remark-require, earlier, set this page's list.
    const facts = factsOf(file);
    facts.assets = [...(facts.assets ?? []), ...assets];
  };
}
