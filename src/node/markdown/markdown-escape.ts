/**
 * The escapes a twin's text needs so that it reads back as the same text: the characters that would
 * open emphasis, code, a link or HTML, a GFM strikethrough or autolink (mdast-util-to-markdown's
 * `unsafe` list, for phrasing), and, at a line's start, a block marker.
 */
/** Any character escapeInline may escape: most text has none. */
const SPECIAL = /[\\*_`[~<&@:]|[Ww]\./;

export function escapeInline(text: string, label = false): string {
  if (!SPECIAL.test(text)) return text;
  const escaped = text
    .replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\')
    .replace(/[*`[~]/g, '\\$&')
    // Inside a word '_' opens nothing.
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
    .replace(/[<&](?=[!/?A-Za-z#])/g, (c, at: number, s: string) => (c === '&' && s[at + 1] === '!' ? c : `\\${c}`));
  // GFM autolink literals (not inside a link's text, which links nothing): an address, www., a scheme's ://.
  return label ? escaped : escaped
    // GFM autolink literals: an address, www., a scheme's ://.
    .replace(/(?<=[+\-.\w])@(?=[\-.\w])/g, '\\@')
    .replace(/(?<=[Ww])\.(?=[\-.\w])/g, (dot, at: number, s: string) => (/(?:^|[^\w])www$/i.test(s.slice(Math.max(0, at - 4), at)) ? '\\.' : dot))
    .replace(/(?<=(?:https?|ftp|mailto))\:(?=\/)/gi, '\\:');
}

/** A line that would start a heading, quote, list, rule or setext underline keeps its first character as text. */
export function escapeLineStart(text: string): string {
  return text.replace(/^(?:#|>|=|\+(?=[ \t]|$)|-(?=[ \t-]|$)|\d+[.)](?=[ \t]|$))/gm, (m) => (/^\d/.test(m) ? `${m.slice(0, -1)}\\${m.slice(-1)}` : `\\${m}`));
}

/** A link's or image's text: brackets escaped too. */
export function escapeLabel(text: string): string {
  return escapeInline(text, true).replace(/]/g, '\\]');
}

/** A destination as written: `<…>` when it has spaces, controls or unbalanced parentheses. */
export function linkDestination(url: string): string {
  if (!url) return '<>';
  let depth = 0;
  let balanced = true;
  for (const c of url) {
    if (c === '(') depth++;
    else if (c === ')' && --depth < 0) balanced = false;
  }
  if (/[\0- \u007F<>]/.test(url) || !balanced || depth !== 0) return `<${url.replace(/[<>]/g, '\\$&')}>`;
  return url;
}

export function linkTitle(title: unknown): string {
  return typeof title === 'string' && title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : '';
}
