import type { Root, Link, Definition } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { dirname, resolve } from 'node:path';
import { factsOf } from './compiled-facts.ts';

export interface LinkOptions {
  /** Route of a markdown file linked by relative path, or undefined when no such file exists. */
  resolveFile: (fromFile: string, target: string) => string | undefined;
  /** A site path as the file's docs version reads it ('/docs/x' in a 3.1 doc is '/docs/3.1/x'); as written when left out. */
  rebase?: (fromFile: string, url: string) => string;
}

/** Route of a relative `.md` link target, from the content files' routes (the site model's fileRoutes). */
export function routeOfFileLink(fileRoutes: ReadonlyMap<string, string>, fromFile: string, target: string): string | undefined {
  return fileRoutes.get(resolve(dirname(fromFile), decodeURIComponent(target)));
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;
/** A `javascript:` URL, as browsers read the scheme (leading spaces and control characters, tabs and newlines inside, any case). */
export const SCRIPT_URL = /^[\u0000-\u0020]*j[\t\n\r]*a[\t\n\r]*v[\t\n\r]*a[\t\n\r]*s[\t\n\r]*c[\t\n\r]*r[\t\n\r]*i[\t\n\r]*p[\t\n\r]*t[\t\n\r]*:/i;

/**
 * Rewrites `./other.md#x` file links to routes (as Docusaurus does) and records every
 * internal link with its position for the build's link check.
 */
export default function remarkLinks(options: LinkOptions) {
  return (tree: Root, file: VFile) => {
    const facts = factsOf(file);
    facts.links = [];
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const url = link.url;
      const pos = { line: link.position?.start.line, column: link.position?.start.column };
      // Recorded for the link check to warn about: React blocks a javascript: URL, so the link does nothing.
      if (url && SCRIPT_URL.test(url)) { facts.links.push({ url, ...pos }); return; }
      if (!url || EXTERNAL.test(url) || url.startsWith('#') && url.length === 1) return;
      const [target, hash] = splitHash(url);
      if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
        const route = options.resolveFile(file.path, target);
        if (route) {
          link.url = route + (hash ? `#${hash}` : '');
          facts.links.push({ url: link.url, ...pos });
        } else {
          facts.links.push({ url: `file:${target}`, ...pos });
        }
        return;
      }
      if (options.rebase && url.startsWith('/')) link.url = options.rebase(file.path, url);
      facts.links.push({ url: link.url, ...(link.url !== url ? { written: url } : {}), ...pos });
    });
  };
}

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i < 0 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1)];
}
