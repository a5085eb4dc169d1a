// Where a page's HTML goes on disk, and how its URL is spelt. vite-prerender-plugin names a page's
// file after its URL path, which the URL parser has percent-encoded (`docs/%E4%B8%AD%E6%96%87`), but a
// static server decodes the request path before it looks on disk: the folder must be the decoded
// name, as Docusaurus writes it (`dist/docs/中文/index.html`, `dist/docs/my page/index.html`).

/** One path segment decoded, or as written when decoding would fail or would name another folder (`%2F`, `..`). */
function decodeSegment(segment: string): string {
  let d: string;
  try { d = decodeURIComponent(segment); } catch { return segment; }
  return d === '.' || d === '..' || /[/\\\0]/.test(d) ? segment : d;
}

/** A bundle file name ('docs/%E4%B8%AD%E6%96%87/index.html') as the folder a static server looks in ('docs/中文/index.html'). */
export function diskPath(fileName: string): string {
  return fileName.includes('%') ? fileName.split('/').map(decodeSegment).join('/') : fileName;
}

/**
 * A route ('/docs/my page', '/docs/中文', or already encoded) as a URL path every client reads the
 * same: each segment decoded once and encoded again, so spaces, non-ASCII, `?`, `#` and `%` are escaped
 * and nothing is escaped twice.
 */
// Sub-delimiters a path segment may hold as they are (RFC 3986: `$` of the magic API pages, `@`, `:`, …) stay unescaped.
export function encodeRoutePath(route: string): string {
  return route.split('/').map((s) => encodeURIComponent(decodeSegment(s)).replace(/%(40|3A|24|2C|3B|3D|2B|26)/g, (m) => decodeURIComponent(m))).join('/');
}
