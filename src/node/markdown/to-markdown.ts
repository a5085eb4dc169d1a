import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { parseFragment } from 'parse5';
import { fromParse5 } from 'hast-util-from-parse5';
import { toMdast } from 'hast-util-to-mdast';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { Locale } from '../../shared/types.ts';
import { stripUi } from './strip-ui.ts';
import { tabsToSections } from './tabs.ts';
import { admonitionsToQuotes } from './admonitions.ts';
import { codeHandler, simplifyCodeBlocks } from './code-blocks.ts';
import { cardsToList } from './cards.ts';
import { detailsHandler } from './details.ts';
import { absoluteUrls } from './urls.ts';

export interface ArticleOptions {
  locale: Locale;
  /** The page's absolute URL (origin and base path): links and images resolve against it. */
  pageUrl: string;
}

/** The page's prerendered <main> as hast, with the theme's forms turned into plain HTML that has a Markdown form. */
/**
 * A code element's markup is colour spans around its text, most of an article's bytes: cut before
 * parsing (its text is all a twin keeps of it), the parse takes half the time. Entities stay as
 * written, for the parser to read.
 */
export function flattenCode(html: string): string {
  return html.replace(/(<code\b[^>]*>)([\s\S]*?)(<\/code>)/g, (_m, open: string, inner: string, close: string) => open + inner.replace(/<[^>]*>/g, '') + close);
}

export function articleHast(mainHtml: string, opts: ArticleOptions): Root {
  // parse5 straight, without the source positions hast-util-from-html asks for: a twin points at no
  // line of the page, and toMdast's copy of the tree takes a third less time without them.
  const tree = fromParse5(parseFragment(flattenCode(mainHtml))) as Root;
  // UI first: the other steps then never see a button or an anchor.
  stripUi(tree);
  tabsToSections(tree);
  admonitionsToQuotes(tree, opts.locale);
  simplifyCodeBlocks(tree);
  cardsToList(tree);
  absoluteUrls(tree, opts.pageUrl);
  return tree;
}

export function articleMdast(mainHtml: string, opts: ArticleOptions): MdastRoot {
  return toMdast(articleHast(mainHtml, opts), {
    handlers: { pre: codeHandler, details: detailsHandler },
    // React's <!-- --> between text pieces is no content.
    nodeHandlers: { comment: () => undefined },
  }) as MdastRoot;
}

/** The page's Markdown: GFM (tables), fenced code, `-` bullets. */
export function articleMarkdown(mainHtml: string, opts: ArticleOptions): string {
  return toMarkdown(articleMdast(mainHtml, opts), { extensions: [gfmToMarkdown()], bullet: '-', fence: '`', fences: true, rule: '-', listItemIndent: 'one' });
}
