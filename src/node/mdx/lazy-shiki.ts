import type * as Shiki from 'shiki';

/**
 * shiki in the build code's bundle (REPLACED): the same two functions, which load the package at
 * their first call. A build whose code blocks all come from the highlight cache (a rebuild) then
 * never loads its ~20 modules (~90 ms of the main thread's start). Only async functions are used
 * of it (rehype-pretty-code's getSingletonHighlighter, our createHighlighter), so nothing waits
 * that did not already. The path is the package's own entry, so the bundle does not take it for
 * this module again; the highlight worker imports that same file.
 */
const load = () => import('shiki/dist/index.mjs') as Promise<typeof Shiki>;

export const createHighlighter: typeof Shiki.createHighlighter = async (...args) => (await load()).createHighlighter(...args);
export const getSingletonHighlighter: typeof Shiki.getSingletonHighlighter = async (...args) => (await load()).getSingletonHighlighter(...args);
