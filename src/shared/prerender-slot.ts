// vite-prerender-plugin parses each page's body into a DOM (node-html-parser) only to write it out
// again. The prerenderer returns this token instead and hands the HTML to the build's output step,
// which puts it in place as a string (src/node/build/output-plugin.ts).
export const BODY_SLOT = 'entix:prerendered-body';

/** One key per page for both sides: decoded, no trailing slash. */
export function slotKey(path: string): string {
  let p = path;
  try { p = decodeURI(p); } catch { /* keep */ }
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}
