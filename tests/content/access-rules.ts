// Custom-API examples and the access line: under `access.default = "closed"` a custom API without
// `// @access <level>` (script, SQL template) or `entix.Access(...)` (Go) answers 40300, so every
// example that defines one either carries its line or says, in the block, why it needs none.
// content.test.ts applies this to content/*/docs; access-rules.test.ts proves it catches bad pages.
import { codeBlocks } from './content-rules.ts';

/** The marker a block carries instead of an access line: a comment `no @access line: <why>` (README, "Access lines"). */
export const NO_ACCESS_MARKER = /no @access line:[ \t]*\S/;

const ACCESS_LINE = /^\s*(?:\/\/|--|#)\s*@access\s+(open|session|closed)\s*$/;

/** The block's `title="…"` from its fence line. */
function titleOf(fence: string): string | undefined {
  return /\btitle="([^"]+)"/.exec(fence)?.[1];
}

/** Problems of the custom-API examples of one page body: `body line N: …` at the line that should carry the access. */
export function checkAccessLines(body: string): string[] {
  const problems: string[] = [];
  const lines = body.split('\n');
  for (const b of codeBlocks(body)) {
    const fence = lines[b.line - 1] ?? '';
    const title = titleOf(fence);
    const first = b.text.split('\n')[0] ?? '';
    const marked = NO_ACCESS_MARKER.test(b.text);
    if (['javascript', 'js', 'typescript', 'ts'].includes(b.lang)) {
      const isApi = title ? /^scripts\/api\/.+\.[jt]s$/.test(title) : /^export default (async )?function\s*\(ctx\)/m.test(b.text) && !/@cron\b/.test(b.text);
      if (isApi && !ACCESS_LINE.test(first) && !marked) problems.push(`body line ${b.line + 1}: the script ${title ?? 'example'} defines a custom API but line 1 is not "// @access open|session|closed" (or a "no @access line: <why>" comment)`);
    } else if (['sql', 'django'].includes(b.lang) && title && /^scripts\/api\/.+\.sql$/.test(title)) {
      if (!ACCESS_LINE.test(first) && !marked) problems.push(`body line ${b.line + 1}: the SQL template ${title} defines a custom API but line 1 is not "// @access open|session|closed" (or a "no @access line: <why>" comment)`);
    } else if (b.lang === 'go') {
      const text = b.text;
      for (const m of text.matchAll(/\bentix\.Handle\(/g)) {
        // The call's arguments run to its closing parenthesis.
        let depth = 0;
        let end = m.index + m[0].length - 1;
        for (; end < text.length; end++) {
          if (text[end] === '(') depth++;
          else if (text[end] === ')' && --depth === 0) break;
        }
        const call = text.slice(m.index, end + 1);
        if (!/\bentix\.Access\(\s*"(open|session|closed)"\s*\)/.test(call) && !marked) {
          problems.push(`body line ${b.line + text.slice(0, m.index).split('\n').length}: entix.Handle registers a custom API without entix.Access("open|session|closed") (or a "no @access line: <why>" comment)`);
        }
      }
    }
  }
  return problems;
}
