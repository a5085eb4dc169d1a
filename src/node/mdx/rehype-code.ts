import { createHighlighter, type Highlighter } from 'shiki';
import type { Options } from 'rehype-pretty-code';
import { LANGUAGE_ALIASES, SHIKI_LANGS } from './code-languages.ts';

let highlighter: Promise<Highlighter> | undefined;

/** One shared highlighter with only our grammars: loading all of shiki's costs seconds per build. */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: ['github-light-default', 'github-dark-default'], langs: SHIKI_LANGS, langAlias: LANGUAGE_ALIASES });
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
