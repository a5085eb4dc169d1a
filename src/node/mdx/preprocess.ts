// Source fixes applied before MDX parses a file; every change keeps line numbers intact
// so that errors and link positions still point at the author's lines.

export interface Preprocessed {
  code: string;
  /** 1-based line of `<!-- truncate -->` (or MDX's `{/* truncate *\/}`), if any (blog excerpts). */
  truncateLine?: number;
  /** Where a `<!--` that never closes opens (1-based): the page would lose everything after it. */
  unclosedComment?: { line: number; column: number };
}

import { frontMatterLineCount, stripBom } from '../content/frontmatter.ts';
import { stripHtmlComments, type CommentState } from './html-comments.ts';

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
const ADMONITION_TITLE = /^(\s*:::(?:note|tip|info|warning|danger|caution|important))[ \t]+(?=[^\[{\s])/;
const HEADING_ID = /^(\s{0,3}#{1,6}[ \t].*?[ \t])\{#([^\s{}]+)\}[ \t]*$/;
/** Docusaurus' ```mdx-code-block fence: its content is MDX (shown as code only where MDX is not read, on GitHub). */
const MDX_CODE_BLOCK = /^\s*(`{3,}|~{3,})[ \t]*mdx-code-block[ \t]*$/;

export function preprocess(source: string): Preprocessed {
  const lines = stripBom(source).split('\n');
  let fence: string | null = null;
  let truncateLine: number | undefined;
  const comment: CommentState = {};
  // The fence of the mdx-code-block being unwrapped: its lines become blank, its content is the page's.
  let unwrap: string | null = null;
  // The frontmatter is YAML: a `<!--` in one of its strings is text (its lines are frontmatter.ts').
  for (let i = frontMatterLineCount(source); i < lines.length; i++) {
    let line = lines[i]!;
    if (!comment.open && fence === null) {
      const open: RegExpExecArray | null = unwrap === null ? MDX_CODE_BLOCK.exec(line) : null;
      if (open || (unwrap !== null && line.trim() === unwrap)) {
        unwrap = open ? open[1]! : null;
        lines[i] = '';
        continue;
      }
    }
    const f = FENCE.exec(line);
    if (!comment.open && f) {
      if (fence === null) {
        fence = f[1]!;
        // Docusaurus numbers lines from N with `showLineNumbers=N`; rehype-pretty-code reads `showLineNumbers{N}`.
        lines[i] = line.replace(/(?<=\s)showLineNumbers=(\d+)(?=\s|$)/, 'showLineNumbers{$1}');
      // As CommonMark closes a fence: the same character, at least as many, nothing after.
      } else if (f[1]![0] === fence[0] && f[1]!.length >= fence.length && !f[2]!.trim()) fence = null;
      continue;
    }
    if (fence !== null) continue;
    if (/^\s*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})\s*$/.test(line)) truncateLine ??= i + 1;
    // MDX has no HTML comments; Docusaurus authors use them, so drop them here (not inside inline code).
    line = stripHtmlComments(line, i + 1, comment);
    // Docusaurus' legacy `:::tip Title` form becomes directive syntax `:::tip[Title]`.
    // (The title's trailing space is trimmed by hand: a lazy `.*?\s*$` took 3 s on a line with 50,000 spaces in it.)
    const adm = ADMONITION_TITLE.exec(line);
    if (adm) {
      const title = line.slice(adm[0].length).trimEnd();
      if (title) line = `${adm[1]}[${title}]`;
    }
    // Docusaurus' explicit heading id, `## Title {#id}`: MDX would read the braces as JavaScript, so
    // they are escaped into text, which remark-headings takes off and makes the heading's id.
    line = line.replace(HEADING_ID, '$1\\{#$2\\}');
    lines[i] = line;
  }
  return { code: lines.join('\n'), truncateLine, ...(comment.open ? { unclosedComment: comment.open } : {}) };
}
