// HTML comments in Markdown prose, taken out line by line (preprocess.ts): MDX has no HTML
// comments, and Docusaurus authors use them. A `<!--` inside inline code (`` `<!--` ``) or after a
// backslash is text, not a comment; a comment that never closes is reported, not allowed to eat
// the rest of the page.

export interface CommentState {
  /** Where the comment still open at the end of the last line began (1-based line and column). */
  open?: { line: number; column: number };
}

/**
 * Every run of backticks on a line, each with the end of the code span it opens: the next run of
 * exactly its length (CommonMark), or just itself when none closes it. One pass from the end.
 */
function codeSpans(line: string): { start: number; end: number }[] {
  const runs: { start: number; length: number }[] = [];
  // Escapes read as stripHtmlComments reads them: a backslash takes the next character, backtick or not.
  for (let i = 0; i < line.length;) {
    const c = line.charCodeAt(i);
    if (c === 92) { i += 2; continue; }
    if (c !== 96) { i++; continue; }
    let j = i;
    while (line.charCodeAt(j) === 96) j++;
    runs.push({ start: i, length: j - i });
    i = j;
  }
  const nextOfLength = new Map<number, { start: number; length: number }>();
  const spans: { start: number; end: number }[] = [];
  for (let k = runs.length - 1; k >= 0; k--) {
    const r = runs[k]!;
    const close = nextOfLength.get(r.length);
    spans[k] = { start: r.start, end: close ? close.start + close.length : r.start + r.length };
    nextOfLength.set(r.length, r);
  }
  return spans;
}

/**
 * `line` (1-based number `lineNo`) without its HTML comments, outside inline code spans. `state`
 * carries a comment still open into the next line. Linear in the line's length.
 */
export function stripHtmlComments(line: string, lineNo: number, state: CommentState): string {
  if (!state.open && !line.includes('<!--')) return line;
  let out = '';
  let i = 0;
  let spans: { start: number; end: number }[] | undefined;
  let span = 0;
  while (i < line.length) {
    if (state.open) {
      const end = line.indexOf('-->', i);
      if (end < 0) return out;
      i = end + 3;
      state.open = undefined;
      continue;
    }
    const c = line.charCodeAt(i);
    if (c === 92 /* \ */) {
      // An escaped character is text; an escaped backtick opens no code span.
      out += line.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (c === 96 /* ` */) {
      spans ??= codeSpans(line);
      while (spans[span]!.start < i) span++;
      const to = spans[span]!.end;
      out += line.slice(i, to);
      i = to;
      continue;
    }
    if (c === 60 /* < */ && line.startsWith('<!--', i)) {
      state.open = { line: lineNo, column: i + 1 };
      i += 4;
      continue;
    }
    // Up to the next character that can matter.
    let j = i + 1;
    while (j < line.length) {
      const d = line.charCodeAt(j);
      if (d === 92 || d === 96 || d === 60) break;
      j++;
    }
    out += line.slice(i, j);
    i = j;
  }
  return out;
}
