import { magicComments } from './magic-comments.ts';

/** A fenced code block as the MDX pipeline will see it: info-string language and the code text. */
export interface FencedBlock { lang: string; code: string }

/** A fence's opening line: its indent, the fence, the language (the info string's first word). */
const OPEN = /^( {0,3})(`{3,}|~{3,})([^\s`]*)/;
/** What may follow the closing fence's own characters on its line. */
const CLOSE_REST = /^[`~]*[ \t]*$/;

/**
 * The fenced blocks of a markdown source, found without parsing it (for highlighting ahead of the
 * compile). CommonMark strips the fence's own indent from each code line; so does this. A block
 * this misses or gets differently is simply highlighted again during the compile.
 * Line by line and linear: one regex over the whole text (a lazy body up to a closing fence) took
 * seconds on a file of unclosed fences or a line of 50,000 backticks, on every compile.
 */
export function fencedBlocks(source: string): FencedBlock[] {
  const out: FencedBlock[] = [];
  const lines = source.split('\n');
  // A fence found unclosed from line N is unclosed from any later line too: not searched again.
  const unclosedFrom = new Map<string, number>();
  const closes = (line: string, fence: string) => {
    let i = 0;
    while (i < 3 && line.charCodeAt(i) === 32) i++;
    return line.startsWith(fence, i) && CLOSE_REST.test(line.slice(i + fence.length));
  };
  for (let i = 0; i < lines.length - 1; i++) {
    const m = OPEN.exec(lines[i]!);
    if (!m) continue;
    const fence = m[2]!;
    const known = unclosedFrom.get(fence);
    if (known !== undefined && known <= i) continue;
    let end = i + 1;
    while (end < lines.length && !closes(lines[end]!, fence)) end++;
    if (end === lines.length) { unclosedFrom.set(fence, i); continue; }
    const indent = m[1]!.length;
    const body = lines.slice(i + 1, end);
    const code = indent ? body.map((l) => l.replace(new RegExp(`^ {0,${indent}}`), '')).join('\n') : body.join('\n');
    i = end;
    // Docusaurus' mdx-code-block is MDX, not code (preprocess.ts unwraps it): its own blocks are the ones.
    if (m[3] === 'mdx-code-block') { out.push(...fencedBlocks(`${code}\n`)); continue; }
    // As the compile will have it: without Docusaurus' magic comment lines.
    out.push({ lang: m[3]! || 'plaintext', code: magicComments(code).code });
  }
  return out;
}
