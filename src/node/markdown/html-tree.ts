import type { Element, ElementContent, Properties, Root } from 'hast';

/** Elements that have no end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose text is not markup: read up to their end tag. */
const RAW = new Set(['script', 'style', 'textarea', 'title']);

/** The references React writes (`&amp; &lt; &gt; &quot; &#x27;`), hast-util-to-html's numeric ones (`&#x3C;`), and a few common names. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#[xX][\da-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** An attribute's name as hast has it: `class` → className (a list), `data-x-y` → dataXY, `aria-hidden` → ariaHidden. */
function propertyName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  return name;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/**
 * The attributes a twin reads (strip-ui, tabs, admonitions, code blocks, cards, urls, write-markdown,
 * and hast-util-to-text's `hidden`): the others (styles of code lines, tab indexes, React Router's
 * data-discover…) are most of a page's attributes, and neither decoded nor kept.
 */
const READ = new Set(['class', 'role', 'href', 'src', 'alt', 'title', 'start', 'align', 'style', 'hidden', 'open', 'aria-hidden', 'data-label', 'data-language', 'data-rehype-pretty-code-figure']);

const BOOLEAN = new Set(['hidden', 'open']);

/** A start tag's attributes as hast properties, all of them ('<meta name="description" content="…">'). */
export function tagProperties(tag: string): Properties {
  return properties(tag.replace(/^<[^\s/>]+|\/?>$/g, ''), undefined);
}

function properties(source: string, keep: ReadonlySet<string> | undefined): Properties {
  const props: Properties = {};
  if (!source.trim()) return props;
  for (const m of source.matchAll(ATTRIBUTE)) {
    const attr = m[1]!.toLowerCase();
    if (keep && !keep.has(attr)) continue;
    const name = propertyName(attr);
    const raw = m[2] ?? m[3] ?? m[4];
    // A boolean attribute is true whatever it says (React writes hidden="").
    if (BOOLEAN.has(attr)) props[name] = true;
    else if (raw === undefined) props[name] = name.startsWith('data') || name.startsWith('aria') ? '' : true;
    else props[name] = name === 'className' ? decodeEntities(raw).split(/\s+/).filter(Boolean) : decodeEntities(raw);
  }
  return props;
}

/**
 * The prerendered page's HTML as hast, read by a small tokenizer rather than a spec parser
 * (parse5 is ~1 ms a page, this ~0.2): React writes well-formed markup (every element closed,
 * attributes quoted, `<br/>`), so the tree is the tags as written. Comments (React's `<!-- -->`)
 * are dropped. Not a general HTML parser: misnested or unclosed markup is closed at its parent's end.
 */
export function htmlTree(html: string): Root {
  const root: Root = { type: 'root', children: [] };
  const stack: (Root | Element)[] = [root];
  let top: Root | Element = root;
  const text = (value: string) => {
    if (!value) return;
    const last = top.children[top.children.length - 1];
    if (last?.type === 'text') last.value += value;
    else (top.children as ElementContent[]).push({ type: 'text', value });
  };
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) { text(decodeEntities(html.slice(i))); break; }
    if (lt > i) text(decodeEntities(html.slice(i, lt)));
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      // A comment or a doctype: no content.
      const end = html.startsWith('<!--', lt) ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt);
      i = end < 0 ? n : end + (html.startsWith('<!--', lt) ? 3 : 1);
      continue;
    }
    if (next === 47 /* / */) {
      const end = html.indexOf('>', lt);
      const name = html.slice(lt + 2, end < 0 ? n : end).trim().toLowerCase();
      // Close up to the matching element; an end tag that matches nothing open is ignored.
      for (let d = stack.length - 1; d > 0; d--) {
        if ((stack[d] as Element).tagName === name) { stack.length = d; top = stack[d - 1]!; break; }
      }
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (!((next >= 97 && next <= 122) || (next >= 65 && next <= 90))) { text('<'); i = lt + 1; continue; }
    // The tag's end: React escapes '>' in attribute values (&gt;), so the first '>' ends it.
    let j = html.indexOf('>', lt);
    if (j < 0) j = n;
    const inner = html.slice(lt + 1, j);
    const selfClosing = inner.endsWith('/');
    const nameEnd = inner.search(/[\s/]|$/);
    const tagName = inner.slice(0, nameEnd).toLowerCase();
    const el: Element = { type: 'element', tagName, properties: nameEnd === inner.length ? {} : properties(inner.slice(nameEnd, selfClosing ? -1 : undefined), READ), children: [] };
    (top.children as ElementContent[]).push(el);
    i = j + 1;
    if (VOID.has(tagName) || selfClosing) continue;
    if (RAW.has(tagName)) {
      const end = html.indexOf(`</${tagName}`, i);
      const body = html.slice(i, end < 0 ? n : end);
      if (body) el.children.push({ type: 'text', value: tagName === 'textarea' || tagName === 'title' ? decodeEntities(body) : body });
      i = end < 0 ? n : html.indexOf('>', end) + 1;
      continue;
    }
    // As the HTML parser does: a newline right after <pre> is not content.
    if (tagName === 'pre' && html.charCodeAt(i) === 10) i++;
    stack.push(el);
    top = el;
  }
  return root;
}
