import type { Element, Root } from 'hast';
import { classes, rewrite } from './hast-query.ts';

/** Tags that are controls or machinery, never the page's content. */
const TAGS = new Set(['button', 'form', 'input', 'select', 'noscript', 'script', 'style', 'template', 'nav', 'svg']);

/**
 * Classes of the theme's UI inside <main>: heading anchors, code buttons, the narrow screen's
 * table of contents, banners and notices, "Edit this page", the docs footer (its date is in the
 * front matter), the blog's meta line, the Copy page control and an old version's banner and badge. A reader's tool gets the page's words only.
 */
const CLASSES = new Set([
  'hash-link', 'code-block__buttons', 'toc-mobile', 'untranslated', 'draft-banner', 'unlisted-banner',
  'edit-this-page', 'doc-footer', 'blog-post-meta', 'copy-page', 'breadcrumbs', 'pagination-nav',
  // An older docs version's banner and badge: the front matter's version says it.
  'version-banner', 'version-badge',
]);

function isUi(el: Element): boolean {
  if (TAGS.has(el.tagName)) return true;
  if (String(el.properties.ariaHidden) === 'true') return true;
  // alt="" marks an image as decoration (an author's avatar): no words for a reader's tool.
  if (el.tagName === 'img' && el.properties.alt === '') return true;
  return classes(el).some((c) => CLASSES.has(c));
}

export function stripUi(tree: Root): void {
  rewrite(tree, (el) => (isUi(el) ? [] : el));
}
