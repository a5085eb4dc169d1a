/**
 * Names the build writes and the browser reads (or both sides use), in one place so a rename on one
 * side cannot leave the other reading nothing.
 */
/** <meta> the build writes into each page's head: the app's chunks, fetched at idle (boot/prefetch-app.ts). */
export const META_APP = 'entix:app';
/** <meta>: the code a first search runs (its chunks and the worker script). */
export const META_SEARCH_APP = 'entix:search-app';
/** <meta>: the search index manifest of the page's locale (search/emit.ts → search/client.ts). */
export const META_SEARCH = 'entix-search';
/** The CSS custom highlight that marks search terms on a page (search/highlight.ts, styles). */
export const HIGHLIGHT_SEARCH = 'entix-search';
// The search worker's name stays a literal in search/client.ts: Vite reads new Worker()'s options statically.
