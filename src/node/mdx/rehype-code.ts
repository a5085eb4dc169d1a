import { createHighlighter, type Highlighter } from 'shiki';
import type { Options } from 'rehype-pretty-code';
import { LANGUAGE_ALIASES, SHIKI_LANGS } from './code-languages.ts';

let highlighter: Promise<Highlighter> | undefined;

/**
 * The en and zh pages show the same code samples, so a block highlighted once is reused: shiki's
 * output is a string, keyed here by language, fence meta and code.
 */
export function memoizeHtml(h: Highlighter): Highlighter {
  const cache = new Map<string, string>();
  const codeToHtml: Highlighter['codeToHtml'] = (code, options) => {
    const meta = (options.meta as { __raw?: string } | undefined)?.__raw ?? '';
    const key = `${String(options.lang)}\0${meta}\0${code}`;
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
  theme: { light: 'github-light-default', dark: 'github-dark-default' },
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
  bypassInlineCode: true,
  getHighlighter: () => getHighlighter(),
};
