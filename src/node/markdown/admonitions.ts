import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { toText } from 'hast-util-to-text';
import type { Locale } from '../../shared/types.ts';
import { translate } from '../../shared/i18n/index.ts';
import { classes, findElement, hasClass, isElement, rewrite } from './hast-query.ts';

const TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
type AdmonitionType = (typeof TYPES)[number];

/** The admonition's kind as a label in the page's language: the UI string the page shows, capitalised ('tip' → 'Tip'). */
export function admonitionLabel(locale: Locale, type: AdmonitionType): string {
  const word = translate(locale, `admonition.${type}`);
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

function typeOf(el: Element): AdmonitionType | undefined {
  for (const c of classes(el)) {
    const t = c.replace(/^admonition--/, '');
    if (c !== t && (TYPES as readonly string[]).includes(t)) return t as AdmonitionType;
  }
  return undefined;
}

/**
 * An admonition becomes a blockquote opened by its kind in bold, as GitHub and most readers' tools
 * write one: `> **Note:** text`. A title of its own follows the kind (`> **Tip: Faster reloads**`);
 * the page's default title is the kind itself, said once.
 */
export function admonitionsToQuotes(tree: Root, locale: Locale): void {
  rewrite(tree, (el) => {
    const type = el.tagName === 'div' && hasClass(el, 'admonition') ? typeOf(el) : undefined;
    if (!type) return el;
    const label = admonitionLabel(locale, type);
    const heading = findElement(el, (e) => hasClass(e, 'admonition__heading'));
    const title = heading ? toText(heading).trim() : '';
    const own = title && title.toLocaleLowerCase() !== label.toLocaleLowerCase() ? title : '';
    // Without a content box (a box the theme writes itself), all but the heading is the content.
    const content = findElement(el, (e) => hasClass(e, 'admonition__content'))?.children ?? el.children.filter((c) => c !== heading);
    const body = content.filter((c) => c.type !== 'text' || c.value.trim() !== '');
    const first = body[0];
    let children: ElementContent[];
    if (!own && isElement(first, 'p')) {
      // The label opens the first paragraph, as `> **Note:** text` reads.
      children = [h('p', [h('strong', `${label}:`), { type: 'text', value: ' ' }, ...first.children]), ...body.slice(1)];
    } else children = [h('p', [h('strong', own ? `${label}: ${own}` : `${label}:`)]), ...body];
    return h('blockquote', children);
  });
}
