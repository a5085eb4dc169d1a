/**
 * Docusaurus' magic comments in a code block: `// highlight-next-line`, and `// highlight-start` …
 * `// highlight-end` around lines, in whatever comment syntax the language has (`#`, `--`,
 * `<!-- … -->`, `/* … *\/`, `{/* … *\/}`). The comment lines go, the lines they point at are marked.
 */
// Read on the line without its trailing space: a second `\s*` after the optional closing took 1.7 s on a line of 50,000 spaces.
const MAGIC = /^\s*(?:\/\/|#|--|;;|%|\/\*|<!--|\{\/\*)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}|\*\/|-->)?$/;

export interface MagicResult {
  /** The code without its magic comment lines. */
  code: string;
  /** 1-based lines of `code` to mark. */
  marked: number[];
}

export function magicComments(code: string): MagicResult {
  if (!code.includes('highlight-')) return { code, marked: [] };
  const out: string[] = [];
  const marked: number[] = [];
  let next = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line.trimEnd());
    if (m) {
      if (m[1] === 'highlight-next-line') next = true;
      else if (m[1] === 'highlight-start') open++;
      else open = Math.max(0, open - 1);
      continue;
    }
    out.push(line);
    if (next || open > 0) marked.push(out.length);
    next = false;
  }
  return { code: out.join('\n'), marked };
}

/** `{2,5-7}`: the lines as rehype-pretty-code's line marks read them. */
export function lineRanges(lines: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let j = i;
    while (j + 1 < lines.length && lines[j + 1] === lines[j]! + 1) j++;
    parts.push(j > i ? `${lines[i]}-${lines[j]}` : `${lines[i]}`);
    i = j;
  }
  return `{${parts.join(',')}}`;
}
