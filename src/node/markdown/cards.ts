import type { ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { toText } from 'hast-util-to-text';
import { findElement, hasClass, isElement, rewrite } from './hast-query.ts';

/**
 * A category page's cards (a link around a heading and a line) become a list of links with their
 * descriptions: the cards' h2s are boxes, not the page's outline, and a link around a heading has
 * no Markdown form. The icon before each title is decoration.
 */
export function cardsToList(tree: Root): void {
  rewrite(tree, (el) => {
    if (!hasClass(el, 'cards')) return el;
    const items: ElementContent[] = [];
    for (const card of el.children) {
      if (!isElement(card, 'a')) continue;
      const title = findElement(card, (e) => hasClass(e, 'card__title'));
      const text = findElement(card, (e) => hasClass(e, 'card__text'));
      const label = (title ? toText(title) : toText(card)).replace(/^[^\p{L}\p{N}]+/u, '').trim();
      items.push(h('li', [h('a', { href: card.properties.href }, label), ...(text ? [{ type: 'text' as const, value: `: ${toText(text).trim()}` }] : [])]));
    }
    return [h('ul', items)];
  });
}
