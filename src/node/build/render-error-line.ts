// Where in a page's source a prerender error most likely comes from. Builds compile without source
// maps, and the error's frames point into the bundled chunk, so the place is found from what the
// JavaScript error names: the property read of null/undefined, the name not defined, the call that
// is not a function. The first line of the file (frontmatter aside) that names it.

import { escapeRegExp as escape } from '../../shared/escape-regexp.ts';
import { frontMatterLineCount } from '../content/frontmatter.ts';

/** A pattern for what the error's message names, or undefined when it names nothing to look for. */
function wanted(cause: string): RegExp | undefined {
  let m = /Cannot read propert(?:y|ies) of (?:null|undefined) \(reading '([^']{1,200})'\)/.exec(cause);
  if (m) return new RegExp(`(?:\\?\\.|\\.)\\s*${escape(m[1]!)}\\b|\\[\\s*['"\`]${escape(m[1]!)}['"\`]\\s*\\]`);
  m = /^(?:ReferenceError: )?([A-Za-z_$][\w$]{0,200}) is not defined/.exec(cause.replace(/^\w*Error: /, ''));
  if (m) return new RegExp(`(?<![\\w$.])${escape(m[1]!)}(?![\\w$])`);
  m = /([A-Za-z_$][\w$.]{0,200}) is not a function/.exec(cause);
  if (m) return new RegExp(`(?<![\\w$])${escape(m[1]!.split('.').pop()!)}\\s*\\(`);
  return undefined;
}

/** 1-based line and column of the likely place of `cause` in a page's source text, if it can be told. */
export function renderErrorPlace(text: string, cause: string): { line: number; column: number } | undefined {
  const re = wanted(cause);
  if (!re) return undefined;
  const lines = text.split('\n');
  for (let i = frontMatterLineCount(text); i < lines.length; i++) {
    const at = lines[i]!.search(re);
    if (at >= 0) return { line: i + 1, column: at + 1 };
  }
  return undefined;
}

/** What to do about the common render errors. */
export function renderErrorAdvice(cause: string): string {
  if (/Cannot read propert(?:y|ies) of (?:null|undefined)/.test(cause)) return 'a value this page reads a property of is null or undefined when the page is prerendered: give it a value, or read it with `?.`';
  if (/is not a function/.test(cause)) return 'the page calls something that is not a function: check the import or export that provides it';
  return '';
}
