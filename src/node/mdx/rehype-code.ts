import { createHighlighter, type Highlighter } from 'shiki';
import type { Options } from 'rehype-pretty-code';
import { LANGUAGE_ALIASES, SHIKI_LANGS } from './code-languages.ts';

let highlighter: Promise<Highlighter> | undefined;

/** One shared highlighter with only our grammars: loading all of shiki's costs seconds per build. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: ['github-light', 'github-dark'], langs: SHIKI_LANGS, langAlias: LANGUAGE_ALIASES });
  return highlighter;
}

export const prettyCodeOptions: Options = {
  theme: { light: 'github-light', dark: 'github-dark' },
  keepBackground: false,
  defaultLang: { block: 'plaintext' },
  bypassInlineCode: true,
  getHighlighter: () => getHighlighter(),
};
