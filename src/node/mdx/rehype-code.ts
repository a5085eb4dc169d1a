import { createHighlighter, type Highlighter } from 'shiki';
import type { Options } from 'rehype-pretty-code';
import { LANGUAGE_ALIASES, SHIKI_LANGS } from './code-languages.ts';

let highlighter: Promise<Highlighter> | undefined;

export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** One build's highlighted blocks (BuildContext.highlights), or one worker's: what its compiles read and record. */
export interface HighlightMemo {
  /**
   * Highlighted HTML by language and code. The fence meta (title, line ranges) is not part of the
   * key: rehype-pretty-code applies it to the parsed result, and we give shiki no transformers.
   */
  readonly html: Map<string, string>;
  /** Keys the compiles asked for: what the persistent cache keeps (highlight-cache.ts). */
  readonly used: Set<string>;
}

export function createHighlightMemo(): HighlightMemo {
  return { html: new Map(), used: new Set() };
}

export function highlightKey(lang: string, code: string): string {
  return `${lang}\0${code}`;
}

/**
 * shiki stops tokenizing a line after `tokenizeTimeLimit` ms of wall time (500 by default) and
 * leaves the rest of it one colour. A build that shares the CPU (niced, beside other builds) hit
 * that on ordinary lines, so a block's colours depended on the machine's load, and the highlight
 * cache kept the degraded block for later builds. Far above any real line, still a stop for a
 * runaway grammar.
 */
const TOKENIZE_TIME_LIMIT_MS = 30_000;

/** What rehype-pretty-code asks shiki for, so that a block highlighted ahead (highlight-ahead.ts) is the same. */
export function highlightOptions(lang: string) {
  return { lang, themes: THEMES, defaultColor: false as const, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS };
}

let real: Highlighter | undefined;
let misses = 0;

/** One shared highlighter with only our grammars: loading all of shiki's costs seconds per build. */
export function loadHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: ['github-light-default', 'github-dark-default'], langs: SHIKI_LANGS, langAlias: LANGUAGE_ALIASES }).then((h) => (real = h));
  return highlighter;
}

/**
 * Blocks asked for and not in the cache while shiki was not loaded, so far. A compile during which
 * this grew may hold a wrong block (rehype-pretty-code falls back to plain text on an error): the
 * MDX plugin compiles it again with shiki loaded (see compileHighlighted in mdx-plugin.ts).
 */
export function highlightMisses(): number {
  return misses;
}

/**
 * What rehype-pretty-code gets: answers from the cache, and from shiki only once something has
 * loaded it. A build whose blocks are all cached (every rebuild after an edit to prose) never
 * loads shiki's grammars and themes: seconds of CPU and a hundred-odd MB.
 */
const lazyHighlighter = ({ html: highlighted, used: highlightUsed }: HighlightMemo) => ({
  loadLanguage: (...langs: Parameters<Highlighter['loadLanguage']>) => (real ? real.loadLanguage(...langs) : Promise.resolve()),
  getTheme(name: string) {
    if (!real) {
      misses++;
      throw new Error('entix: shiki is not loaded');
    }
    return real.getTheme(name);
  },
  codeToHtml(code: string, options: Parameters<Highlighter['codeToHtml']>[1]) {
    const key = highlightKey(String(options.lang), code);
    highlightUsed.add(key);
    let html = highlighted.get(key);
    if (html !== undefined) return html;
    if (!real) {
      misses++;
      throw new Error('entix: shiki is not loaded');
    }
    highlighted.set(key, (html = real.codeToHtml(code, { ...options, tokenizeTimeLimit: TOKENIZE_TIME_LIMIT_MS })));
    return html;
  },
}) as unknown as Highlighter;

/**
 * A compile, done again with shiki loaded if a code block missed the highlight cache while shiki
 * was not: any compile that missed, this one or one running beside it, counts,
 * so a wrong block never stays.
 */
export async function compileHighlighted<T>(compile: () => Promise<T>): Promise<T> {
  const before = highlightMisses();
  const first = await compile().then((value) => ({ value }), (error: unknown) => ({ error }));
  if (highlightMisses() === before) {
    if ('error' in first) throw first.error;
    return first.value;
  }
  await loadHighlighter();
  return compile();
}

/** rehype-pretty-code's options, highlighting through this memo. */
export const prettyCodeOptions = (memo: HighlightMemo): Options => ({
  // The '-default' GitHub themes: every token colour meets WCAG AA on our code backgrounds.
  theme: THEMES,
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
  bypassInlineCode: true,
  getHighlighter: () => Promise.resolve(lazyHighlighter(memo)),
});
