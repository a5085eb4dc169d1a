import { findRanges } from '../../shared/search/snippet.ts';
import { HIGHLIGHT_SEARCH } from '../../shared/names.ts';

const NAME = HIGHLIGHT_SEARCH;
const MAX_TERMS = 16;

function textNodes(root: Element): Text[] {
  const out: Text[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.parentElement?.closest('script,style,.hash-link') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push(n as Text);
  return out;
}

/**
 * Marks the terms in the page's article: with the CSS Custom Highlight API the DOM React owns
 * stays untouched; older browsers get <mark> elements. Terms are matched as text, never as HTML.
 * Returns the undo.
 */
export function highlightArticle(rawTerms: string[]): () => void {
  const root = document.querySelector('#main-content article') ?? document.querySelector('#main-content');
  if (!root) return () => undefined;
  const terms = rawTerms.slice(0, MAX_TERMS).map((t) => t.toLowerCase().slice(0, 100));
  const ranges: Range[] = [];
  for (const node of textNodes(root)) {
    for (const [a, b] of findRanges(node.data, terms)) {
      const r = document.createRange();
      r.setStart(node, a);
      r.setEnd(node, b);
      ranges.push(r);
    }
  }
  if (!ranges.length) return () => undefined;
  const first = ranges[0]!.startContainer.parentElement;
  if ('highlights' in CSS && typeof Highlight === 'function') {
    CSS.highlights.set(NAME, new Highlight(...ranges));
    first?.scrollIntoView({ block: 'center' });
    return () => CSS.highlights.delete(NAME);
  }
  // Later ranges first, so splitting a text node does not move the ones still to wrap.
  const marks: HTMLElement[] = [];
  for (const r of ranges.reverse()) {
    const mark = document.createElement('mark');
    mark.className = 'search-mark';
    r.surroundContents(mark);
    marks.unshift(mark);
  }
  marks[0]?.scrollIntoView({ block: 'center' });
  return () => {
    for (const m of marks) m.replaceWith(...m.childNodes);
  };
}
