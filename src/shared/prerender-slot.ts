// vite-prerender-plugin parses each page's body into a DOM (node-html-parser) only to write it out
// again. The prerenderer returns this token instead and hands the HTML to the build's output step,
// which puts it in place as a string (src/node/build/output-plugin.ts). Bodies are keyed by normalizeRoute.
export const BODY_SLOT = 'entix:prerendered-body';
