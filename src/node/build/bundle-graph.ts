import type { Rollup } from 'vite';

/** 'docs/a/index.html' → '/docs/a'; 'index.html' → '/'. Decodes what the file system keeps raw. */
export function htmlFileToRoute(fileName: string): string {
  const path = '/' + fileName.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** Every chunk the browser can reach from the entry, statically or through dynamic imports. */
export function reachableChunks(bundle: Rollup.OutputBundle, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const name = stack.pop()!;
    if (seen.has(name)) continue;
    const c = bundle[name];
    if (!c || c.type !== 'chunk') continue;
    seen.add(name);
    stack.push(...c.imports, ...c.dynamicImports);
  }
  return seen;
}

/** modulepreload links for a chunk and its static imports that the HTML does not load yet. */
export function preloadTags(bundle: Rollup.OutputBundle, chunk: string, html: string, base = '/'): string {
  const files: string[] = [];
  const stack = [chunk];
  while (stack.length) {
    const name = stack.pop()!;
    if (files.includes(name)) continue;
    const c = bundle[name];
    if (!c || c.type !== 'chunk') continue;
    files.push(name);
    stack.push(...c.imports);
  }
  return files
    .filter((f) => !html.includes(`${base}${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`)
    .join('');
}
