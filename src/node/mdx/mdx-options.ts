import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import rehypePrettyCode from 'rehype-pretty-code';
import type { Options } from '@mdx-js/rollup';
import remarkAdmonitions from './remark-admonitions.ts';
import remarkCodeCheck from './remark-code-check.ts';
import remarkExpressionCheck from './remark-expression-check.ts';
import remarkImages, { type ImageOptions } from './remark-images.ts';
import remarkHeadings from './remark-headings.ts';
import remarkLinks, { type LinkOptions } from './remark-links.ts';
import remarkSearchText from './remark-search-text.ts';
import { prettyCodeOptions } from './rehype-code.ts';
import rehypeStaticCode from './rehype-static-code.ts';
import { rehypeCodeMemo, rehypeCodeMemoKeep } from './rehype-code-memo.ts';

/** The one MDX pipeline, shared by the Vite plugin and the tests. Docusaurus treats .md as MDX, so do we. */
export function mdxOptions(links: LinkOptions, images: ImageOptions = {}): Options {
  return {
    format: 'mdx',
    mdExtensions: [],
    mdxExtensions: ['.md', '.mdx'],
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions, remarkCodeCheck, remarkExpressionCheck, [remarkImages, images], remarkHeadings, remarkSearchText, [remarkLinks, links]],
    rehypePlugins: [rehypeCodeMemo, [rehypePrettyCode, prettyCodeOptions], rehypeStaticCode, rehypeCodeMemoKeep],
  };
}
