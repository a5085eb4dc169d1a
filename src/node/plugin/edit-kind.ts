const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---/;
/** Lines that can make or change a heading (ATX `#`, setext underlines), fenced code included to stay on the safe side. */
const outlineLines = (text: string) => text.split('\n').filter((l) => /^ {0,3}(#|=+\s*$|-+\s*$)/.test(l)).join('\n');

/**
 * What a save of a docs or pages MDX file can change: 'body' only the article, 'outline' its
 * headings too (the route's TOC), 'model' its frontmatter (title, sidebar, routes). Anything else,
 * a blog post included (its body gives the reading time and excerpt), is 'model'.
 */
export function editKind(before: string | undefined, after: string | undefined, bodyOnlyPossible: boolean): 'body' | 'outline' | 'model' {
  if (!bodyOnlyPossible || before === undefined || after === undefined) return 'model';
  if (FRONT_MATTER.exec(before)?.[0] !== FRONT_MATTER.exec(after)?.[0]) return 'model';
  return outlineLines(before) === outlineLines(after) ? 'body' : 'outline';
}
