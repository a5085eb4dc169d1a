import type { ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { hasClass, isElement, rewrite } from './hast-query.ts';

/**
 * A Tabs block becomes one titled section per tab, every panel shown: a reader's tool cannot
 * press a tab, and the hidden panels are as much the page as the one shown first. The title is a
 * bold line, not a heading, so the page's outline stays the one its readers see.
 */
export function tabsToSections(tree: Root): void {
  rewrite(tree, (el) => {
    if (el.tagName !== 'div' || !hasClass(el, 'tabs')) return el;
    const out: ElementContent[] = [];
    for (const panel of el.children) {
      if (!isElement(panel) || panel.properties.role !== 'tabpanel') continue;
      out.push(h('p', [h('strong', String(panel.properties.dataLabel ?? ''))]), ...panel.children);
    }
    return out;
  });
}
