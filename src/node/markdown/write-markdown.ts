import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toText } from 'hast-util-to-text';
import { codeFence } from './code-blocks.ts';
import { detailsBlocks } from './details.ts';
import { escapeInline, escapeLabel, escapeLineStart, linkDestination, linkTitle } from './markdown-escape.ts';
import { tableMarkdown } from './table-markdown.ts';

/**
 * Markdown straight from the article's hast, for the markup the theme writes: GFM (tables), fenced
 * code, `-` bullets, one space after a list marker. What hast-util-to-mdast and mdast-util-to-markdown
 * wrote before (their output is the reference, tests/build/twin-structure.ts the round trip), at a
 * tenth of their time: their generality (any HTML, every Markdown option) cost ~7 ms a page.
 */
export function writeMarkdown(tree: Root): string {
  const out = flow(tree.children).join('\n\n');
  return out ? `${out}\n` : '';
}

/** Elements whose content is phrasing: they join the paragraph around them (hast-util-phrasing's list, for the tags a page has). */
const PHRASING = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'br', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'i', 'img', 'ins', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr']);
/** Elements that are no content (stripUi removes the page's controls; these may remain in authored HTML). */
const SKIP = new Set(['script', 'style', 'template', 'head', 'title', 'meta', 'link', 'noscript']);

const isPhrasing = (node: RootContent | ElementContent): boolean =>
  node.type === 'text' || (node.type === 'element' && PHRASING.has(node.tagName));

/** A container's children as blocks: runs of phrasing become paragraphs, as hast-util-to-mdast wraps them. */
function flow(children: readonly (RootContent | ElementContent)[]): string[] {
  const blocks: string[] = [];
  let run: (RootContent | ElementContent)[] = [];
  const flush = () => {
    if (!run.length) return;
    const text = paragraph(run);
    if (text) blocks.push(text);
    run = [];
  };
  for (const child of children) {
    if (child.type === 'comment' || child.type === 'doctype') continue;
    if (child.type === 'element' && isPhrasing(child) && holdsFlow(child)) {
      flush();
      blocks.push(...flow(splitAround(child)));
      continue;
    }
    if (isPhrasing(child)) { run.push(child); continue; }
    flush();
    if (child.type === 'element') blocks.push(...block(child));
  }
  flush();
  return blocks;
}

function holdsFlow(el: Element): boolean {
  return el.children.some((c) => c.type === 'element' && (!isPhrasing(c) || holdsFlow(c)));
}

/**
 * A phrasing element around blocks (a link around a card's heading, text and code) goes inside
 * each block instead, as hast-util-to-mdast splits it: the heading and the text each link, the code stays code.
 */
function splitAround(el: Element): ElementContent[] {
  const out: ElementContent[] = [];
  let run: ElementContent[] = [];
  const flush = () => {
    if (run.length) out.push({ ...el, children: run });
    run = [];
  };
  for (const child of el.children) {
    if (child.type !== 'element' || (isPhrasing(child) && !holdsFlow(child))) { run.push(child); continue; }
    flush();
    if (isPhrasing(child)) out.push(...splitAround(child).map((c) => (c.type === 'element' && isPhrasing(c) && !holdsFlow(c) ? { ...el, children: [c] } : c)));
    else if (child.tagName === 'pre' || child.tagName === 'table' || child.tagName === 'hr') out.push(child);
    else out.push({ ...child, children: [{ ...el, children: child.children }] });
  }
  flush();
  return out;
}

function paragraph(nodes: readonly (RootContent | ElementContent)[]): string {
  return escapeLineStart(phrasing(nodes).trim().replace(/\n[ \t]+/g, '\n'));
}

function block(el: Element): string[] {
  const tag = el.tagName;
  if (SKIP.has(tag)) return [];
  if (/^h[1-6]$/.test(tag)) {
    const text = phrasing(el.children).trim().replace(/\n/g, ' ');
    const hashes = '#'.repeat(Number(tag[1]));
    return [text ? `${hashes} ${text.replace(/#$/, '\\#')}` : hashes];
  }
  switch (tag) {
    case 'p': {
      const text = paragraph(el.children);
      return text ? [text] : [];
    }
    case 'ul': case 'ol': return list(el);
    case 'blockquote': return [quote(flow(el.children).join('\n\n'))];
    case 'pre': return [codeFence(el)];
    case 'table': return [tableMarkdown(el, cell)];
    case 'details': return detailsBlocks(el, flow);
    case 'hr': return ['---'];
    default: return flow(el.children);
  }
}

function quote(text: string): string {
  return text.split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n');
}

/** hast-util-to-mdast's rule: an item is loose when it holds a <p>, or two blocks, or a loose part. */
function spread(el: Element): boolean {
  let seenFlow = false;
  for (const child of el.children) {
    if (child.type !== 'element' || isPhrasing(child)) continue;
    if (child.tagName === 'p' || seenFlow || spread(child)) return true;
    seenFlow = true;
  }
  return false;
}

function list(el: Element): string[] {
  const items = el.children.filter((c): c is Element => c.type === 'element' && c.tagName === 'li');
  if (!items.length) return [];
  const ordered = el.tagName === 'ol';
  const parsed = Number.parseInt(String(el.properties.start ?? ''), 10);
  const start = Number.isNaN(parsed) ? 1 : parsed;
  const spreads = items.map(spread);
  const loose = items.length > 1 && spreads.some(Boolean);
  const written = items.map((item, i) => {
    const marker = ordered ? `${start + i}.` : '-';
    const indent = ' '.repeat(marker.length + 1);
    const blocks = flow(item.children);
    const body = joinItem(blocks, spreads[i]!);
    if (!body) return marker;
    return `${marker} ${body.split('\n').map((line, j) => (j === 0 || !line ? line : indent + line)).join('\n')}`;
  });
  return [written.join(loose ? '\n\n' : '\n')];
}

/** A tight item's blocks on consecutive lines, as mdast-util-to-markdown joins them, except two paragraphs (they would merge). */
function joinItem(blocks: string[], loose: boolean): string {
  if (loose) return blocks.join('\n\n');
  let out = '';
  blocks.forEach((b, i) => {
    if (i > 0) out += isParagraphText(blocks[i - 1]!) && isParagraphText(b) ? '\n\n' : '\n';
    out += b;
  });
  return out;
}

/** Whether a written block is a paragraph (not a list, fence, quote, heading, table or HTML). */
function isParagraphText(text: string): boolean {
  return !/^(?:[-*+] |\d+[.)] |```|~~~|> ?|>$|#{1,6}(?: |$)|\||<)/.test(text);
}

/** A table cell's content: phrasing on one line, pipes escaped. */
function cell(el: Element): string {
  return phrasing(el.children).trim().replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** Inline content: whitespace collapsed as a browser shows it, the space at an element's edge moved outside its markers. */
function phrasing(nodes: readonly (RootContent | ElementContent)[], label = false): string {
  let out = '';
  const add = (piece: string) => {
    if (!piece) return;
    if (piece.startsWith(' ') && (out.endsWith(' ') || out.endsWith('\n'))) piece = piece.slice(1);
    // A '!' before a link's '[' would make it an image.
    if (piece.startsWith('[') && out.endsWith('!') && !out.endsWith('\\!')) out = `${out.slice(0, -1)}\\!`;
    out += piece;
  };
  const escape = label ? escapeLabel : escapeInline;
  for (const node of nodes) {
    if (node.type === 'text') add(escape(node.value.replace(/[ \t\n\r\f]+/g, ' ')));
    else if (node.type === 'element') add(inline(node, label));
  }
  return out;
}

/** Markers around content, the content's edge spaces kept outside them; nothing for empty content. */
function wrap(marker: string, inner: string): string {
  const body = inner.trim();
  if (!body) return inner.includes(' ') ? ' ' : '';
  return `${inner.startsWith(' ') ? ' ' : ''}${marker}${body}${marker}${inner.endsWith(' ') ? ' ' : ''}`;
}

function inline(el: Element, label: boolean): string {
  switch (el.tagName) {
    case 'strong': case 'b': return wrap('**', phrasing(el.children, label));
    case 'em': case 'i': case 'mark': return wrap('*', phrasing(el.children, label));
    case 'del': case 's': case 'strike': return wrap('~~', phrasing(el.children, label));
    case 'code': case 'kbd': case 'samp': case 'tt': case 'var': return inlineCode(toText(el));
    case 'br': return '\\\n';
    case 'img': {
      const src = typeof el.properties.src === 'string' ? el.properties.src : '';
      const alt = typeof el.properties.alt === 'string' ? el.properties.alt : '';
      return `![${escapeLabel(alt)}](${linkDestination(src)}${linkTitle(el.properties.title)})`;
    }
    case 'a': return link(el);
    case 'q': return `"${phrasing(el.children, label)}"`;
    default: return SKIP.has(el.tagName) ? '' : phrasing(el.children, label);
  }
}

function link(el: Element): string {
  const url = typeof el.properties.href === 'string' ? el.properties.href : '';
  const inner = phrasing(el.children, true);
  const text = toText(el);
  const title = el.properties.title;
  // <https://…> when the text is the URL, as mdast-util-to-markdown writes an autolink.
  if (!title && el.children.length === 1 && el.children[0]!.type === 'text' && (text === url || `mailto:${text}` === url)
    && /^[a-z][a-z+.-]+:/i.test(url) && !/[\0- <>\u007F]/.test(url)) return `<${text}>`;
  const body = inner.trim();
  return `${inner.startsWith(' ') ? ' ' : ''}[${body}](${linkDestination(url)}${linkTitle(title)})${inner.endsWith(' ') && body ? ' ' : ''}`;
}

/** Inline code: a backtick run longer than any inside, padded when the code starts or ends with a backtick or space. */
function inlineCode(value: string): string {
  const text = value.replace(/[\r\n]+/g, ' ');
  let size = 1;
  const runs = text.match(/`+/g) ?? [];
  while (runs.some((r) => r.length === size)) size++;
  const fence = '`'.repeat(size);
  const pad = /^[ `]|[ `]$/.test(text) && !/^ +$/.test(text) && (text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' '))) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}
