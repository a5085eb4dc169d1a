// HTML comments in Markdown prose, taken out line by line (preprocess.ts): MDX has no HTML
// comments, and Docusaurus authors use them. A `<!--` inside inline code (`` `<!--` ``) or after a
// backslash is text, not a comment; a comment that never closes is reported, not allowed to eat
// the rest of the page.

export interface CommentState {
  /** Where the comment still open at the end of the last line began (1-based line and column). */
  open?: { line: number; column: number };
}

/** Every run of backticks on a line: its start and length. */
function backtickRuns(line: string): { start: number; length: number }[] {
  const runs: { start: number; length: number }[] = [];
  for (let i = line.indexOf('`'); i >= 0; i = line.indexOf('`', i)) {
    let j = i;
    while (line.charCodeAt(j) === 96) j++;
    runs.push({ start: i, length: j - i });
    i = j;
  }
  return runs;
}

/**
 * `line` (1-based number `lineNo`) without its HTML comments, outside inline code spans. `state`
 * carries a comment still open into the next line. Linear in the line's length: each backtick run
 * finds its closing run through a per-length index, not by scanning ahead.
 */
export function stripHtmlComments(line: string, lineNo: number, state: CommentState): string {
  if (!state.open && !line.includes('<!--')) return line;
  let out = '';
  let i = 0;
  let runs: { start: number; length: number }[] | undefined;
  let byLength: Map<number, number[]> | undefined;
  const next = new Map<number, number>();
  let run = 0;
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
      if (!runs) {
        runs = backtickRuns(line);
        byLength = new Map();
        runs.forEach((r, k) => {
          const list = byLength!.get(r.length);
          if (list) list.push(k);
          else byLength!.set(r.length, [k]);
        });
      }
      while (runs[run]!.start < i) run++;
      const r = runs[run]!;
      // The closing run: the next one of exactly the same length (CommonMark), found from where the last search for this length stopped.
      const list = byLength!.get(r.length)!;
      let p = next.get(r.length) ?? 0;
      while (p < list.length && list[p]! <= run) p++;
      next.set(r.length, p);
      const close = p < list.length ? runs[list[p]!]! : undefined;
      const to = close ? close.start + close.length : i + r.length;
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
