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
  /** The number prefixes of the file and of each folder of `dir` (`02-guide/01-setup.md`: 1, [2]): Docusaurus orders by them. */
  prefix: { file?: number; dirs: (number | undefined)[] };
}

/** The number of an "01-" style prefix, which Docusaurus orders by when no position is given. */
export function numberPrefix(segment: string): number | undefined {
  const m = /^(\d+)[-_.]./.exec(segment);
  return m ? Number(m[1]) : undefined;
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
  return { dir, name, id, isIndex, route, prefix: { file: numberPrefix(file.replace(/\.mdx?$/, '')), dirs: segments.map(numberPrefix) } };
}

/** `pages/markdown-page.md` → '/markdown-page'; `pages/a/index.md` → '/a'. */
export function pageRoute(rel: string, fm: FrontMatter): string {
  if (typeof fm.slug === 'string') return joinRoute(fm.slug);
  const noExt = rel.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return joinRoute(noExt.replace(/(^|\/)(index|README)$/i, ''));
}
