import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import rehypePrettyCode from 'rehype-pretty-code';
import mdxRollup, { type Options } from '@mdx-js/rollup';
import remarkAdmonitions from './remark-admonitions.ts';
import remarkCodeCheck from './remark-code-check.ts';
import remarkMagicComments from './remark-magic-comments.ts';
import remarkJsxCodeBlock from './remark-jsx-code-block.ts';
import remarkExpressionCheck from './remark-expression-check.ts';
import remarkRequire from './remark-require.ts';
import remarkLiveCheck from './remark-live-check.ts';
import remarkImages, { type ImageOptions } from './remark-images.ts';
import remarkHeadings from './remark-headings.ts';
import remarkTocExport from './remark-toc-export.ts';
import remarkLinks, { type LinkOptions } from './remark-links.ts';
import remarkFileLinks from './remark-file-links.ts';
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
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions, remarkJsxCodeBlock, remarkMagicComments, remarkCodeCheck, remarkLiveCheck, remarkRequire, remarkExpressionCheck, [remarkImages, images], remarkFileLinks, remarkHeadings, remarkTocExport, remarkSearchText, [remarkLinks, links]],
    rehypePlugins: [rehypeCodeMemo, [rehypePrettyCode, prettyCodeOptions], rehypeStaticCode, rehypeCodeMemoKeep],
  };
}

/** What the builds call on @mdx-js/rollup's plugin: its config hook (React's runtime for the mode) and its transform. */
export interface MdxProcessor {
  config: (c: unknown, env: unknown) => void;
  transform: (code: string, id: string) => Promise<{ code: string; map: unknown } | undefined>;
}

/** The pipeline as @mdx-js/rollup's transform, as builds run it: `maps` false drops source maps (a build); `development` React's development runtime (else Vite's config hook sets it). */
export function mdxProcessor(links: LinkOptions, images: ImageOptions, { maps, development }: { maps: boolean; development?: boolean }): MdxProcessor {
  return mdxRollup({ ...mdxOptions(links, images), ...(development === undefined ? {} : { development }), ...(maps ? {} : { SourceMapGenerator: undefined }) }) as unknown as MdxProcessor;
}
