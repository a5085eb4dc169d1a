import type { FrontMatter } from './frontmatter.ts';

export interface DocPathInfo {
  /** Folder of the doc relative to docs/, '' at the top ('api/fixed-api'). */
  dir: string;
  /** File name without extension and number prefix. */
  name: string;
  /** Docusaurus doc id: dir + id or file name ('api/fixed-api/get'). */
  id: string;
  /** index.md / README.md stand for their folder. */
  isIndex: boolean;
  /** Locale-free route ('/docs/api/fixed-api/get'). */
  route: string;
}

/** Docusaurus drops "01-" style ordering prefixes from URLs. */
export function stripNumberPrefix(segment: string): string {
  const stripped = segment.replace(/^\d+[-_.]/, '');
  return stripped === '' ? segment : stripped;
}

export function joinRoute(...parts: string[]): string {
  const joined = parts.join('/').replace(/\/+/g, '/').replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}

/** Maps a docs file (path relative to docs/) and its frontmatter to its id and route. */
export function docPathInfo(rel: string, fm: FrontMatter, base = '/docs'): DocPathInfo {
  const segments = rel.replace(/\\/g, '/').split('/');
  const file = segments.pop()!;
  const dir = segments.map(stripNumberPrefix).join('/');
  const name = stripNumberPrefix(file.replace(/\.mdx?$/, ''));
  const isIndex = /^(index|readme)$/i.test(name);
  const id = [dir, fm.id ?? name].filter(Boolean).join('/');
  let route: string;
  if (typeof fm.slug === 'string') {
    route = fm.slug.startsWith('/') ? joinRoute(base, fm.slug) : joinRoute(base, dir, fm.slug);
  } else {
    route = isIndex ? joinRoute(base, dir) : joinRoute(base, dir, name);
  }
  return { dir, name, id, isIndex, route };
}

/** `pages/markdown-page.md` → '/markdown-page'; `pages/a/index.md` → '/a'. */
export function pageRoute(rel: string, fm: FrontMatter): string {
  if (typeof fm.slug === 'string') return joinRoute(fm.slug);
  const noExt = rel.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return joinRoute(noExt.replace(/(^|\/)(index|README)$/i, ''));
}
