import { createHighlighter, type Highlighter } from 'shiki';
import type { Options } from 'rehype-pretty-code';
import { LANGUAGE_ALIASES, SHIKI_LANGS } from './code-languages.ts';

let highlighter: Promise<Highlighter> | undefined;

export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/**
 * Highlighted HTML by language and code. The fence meta (title, line ranges) is not part of the
 * key: rehype-pretty-code applies it to the parsed result, and we give shiki no transformers.
 */
export const highlighted = new Map<string, string>();
/** Keys the compile asked for in this process: what the persistent cache keeps (highlight-cache.ts). */
export const highlightUsed = new Set<string>();

export function highlightKey(lang: string, code: string): string {
  return `${lang}\0${code}`;
}

/** What rehype-pretty-code asks shiki for, so that a block highlighted ahead (highlight-ahead.ts) is the same. */
export function highlightOptions(lang: string) {
  return { lang, themes: THEMES, defaultColor: false as const };
}

/** The en and zh pages show the same code samples, so a block highlighted once is reused. */
export function memoizeHtml(h: Highlighter, cache = highlighted): Highlighter {
  const codeToHtml: Highlighter['codeToHtml'] = (code, options) => {
    const key = highlightKey(String(options.lang), code);
    highlightUsed.add(key);
    let html = cache.get(key);
    if (html === undefined) cache.set(key, (html = h.codeToHtml(code, options)));
    return html;
  };
  return { ...h, codeToHtml };
}

/** One shared highlighter with only our grammars: loading all of shiki's costs seconds per build. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: ['github-light-default', 'github-dark-default'], langs: SHIKI_LANGS, langAlias: LANGUAGE_ALIASES }).then(memoizeHtml);
  return highlighter;
}

export const prettyCodeOptions: Options = {
  // The '-default' GitHub themes: every token colour meets WCAG AA on our code backgrounds.
  theme: THEMES,
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
  bypassInlineCode: true,
  getHighlighter: () => getHighlighter(),
};
