// An MDX compile error as a writer reads it: `file:line:col: what, and how to fix it`, with the
// place at the file's line (the compile reads the whole file, frontmatter included), never only in
// brackets inside the message, and no terminal colour codes in a piped log.

/** Terminal colour and style codes (`\x1b[31m`), which a piped log shows as garbage. */
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;
/** A place micromark/mdast put in the message: `(7:1-7:7)` or `(7:1)`. */
const PLACE_IN_MESSAGE = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/;

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

/** How to fix the MDX errors writers meet most, by the parser's reason. */
const FIXES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Expected a closing tag for `<([^>\s]+)>`/, (m) => `add \`</${m[1]}>\` where its content ends (on a line of its own, after a blank line), or write \`<${m[1]} />\` if it has none`],
  [/^Unexpected closing (?:slash|tag)/, () => 'remove it, or add the opening tag it closes'],
  [/^Could not parse import\/exports with acorn/, () => "fix this import or export line's JavaScript (`import Tabs from '@theme/Tabs';`), or, if it is prose, do not start the line with `import` or `export`"],
  [/^Could not parse expression with acorn|^Unexpected end of file in expression/, () => 'braces are JavaScript in MDX: fix the expression, or write `\\{` to show a brace'],
  [/^Unexpected character .* (?:before name|after `<`)|^Unexpected lazy line/, () => '`<` starts a JSX tag in MDX: write `\\<` or `&lt;` to show it'],
];

export interface WriterPlace { line?: number; column?: number; message: string }

/** The message of an MDX error without colour codes and its bracketed place, which becomes `line`/`column` when the error has none, plus how to fix it. */
export function mdxErrorText(reason: string, line?: number, column?: number): WriterPlace {
  let message = stripAnsi(reason).split('\n')[0]!.trim();
  const inText = PLACE_IN_MESSAGE.exec(message);
  if (inText) {
    message = message.slice(0, inText.index);
    line ??= Number(inText[1]);
    column ??= Number(inText[2]);
  }
  for (const [re, fix] of FIXES) {
    const m = re.exec(message);
    if (m) {
      message = `${message.replace(/[.:]$/, '')}: ${fix(m)}`;
      break;
    }
  }
  return { line, column, message };
}
