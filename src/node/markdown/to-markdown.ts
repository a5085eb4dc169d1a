import type { Root } from 'hast';
import type { Locale } from '../../shared/types.ts';
import { stripUi } from './strip-ui.ts';
import { tabsToSections } from './tabs.ts';
import { admonitionsToQuotes } from './admonitions.ts';
import { simplifyCodeBlocks } from './code-blocks.ts';
import { cardsToList } from './cards.ts';
import { htmlTree } from './html-tree.ts';
import { writeMarkdown } from './write-markdown.ts';
import { absoluteUrls } from './urls.ts';

export interface ArticleOptions {
  locale: Locale;
  /** The page's absolute URL (origin and base path): links and images resolve against it. */
  pageUrl: string;
}

/**
 * A code element's markup is colour spans around its text, most of an article's bytes: cut before
 * parsing (its text is all a twin keeps of it), the parse takes half the time. Entities stay as
 * written, for the parser to read.
 */
export function flattenCode(html: string): string {
  return html.replace(/(<code\b[^>]*>)([\s\S]*?)(<\/code>)/g, (_m, open: string, inner: string, close: string) => open + inner.replace(/<[^>]*>/g, '') + close);
}

/** The page's prerendered <main> as hast, with the theme's forms turned into plain HTML that has a Markdown form. */
export function articleHast(mainHtml: string, opts: ArticleOptions): Root {
  // The page's own markup, read by a tokenizer made for it (html-tree.ts), not a spec parser.
  const tree = htmlTree(flattenCode(mainHtml));
  // UI first: the other steps then never see a button or an anchor.
  stripUi(tree);
  tabsToSections(tree);
  admonitionsToQuotes(tree, opts.locale);
  simplifyCodeBlocks(tree);
  cardsToList(tree);
  absoluteUrls(tree, opts.pageUrl);
  return tree;
}

/** The page's Markdown: GFM (tables), fenced code, `-` bullets (write-markdown.ts). */
export function articleMarkdown(mainHtml: string, opts: ArticleOptions): string {
  return writeMarkdown(articleHast(mainHtml, opts));
}
