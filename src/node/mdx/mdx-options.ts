import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import rehypePrettyCode from 'rehype-pretty-code';
import type { Options } from '@mdx-js/rollup';
import { createFormatAwareProcessors } from '@mdx-js/mdx/internal-create-format-aware-processors';
import { SourceMapGenerator } from 'source-map';
import { VFile } from 'vfile';
import { factsOf, type CompiledFacts } from './compiled-facts.ts';
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
import { createHighlightMemo, prettyCodeOptions, type HighlightMemo } from './rehype-code.ts';
import rehypeStaticCode from './rehype-static-code.ts';
import { rehypeCodeMemo, rehypeCodeMemoKeep } from './rehype-code-memo.ts';

/** The one MDX pipeline, shared by the Vite plugin and the tests. Docusaurus treats .md as MDX, so do we. `highlights`: the build's highlighted blocks. */
export function mdxOptions(links: LinkOptions, images: ImageOptions = {}, highlights: HighlightMemo = createHighlightMemo()): Options {
  return {
    format: 'mdx',
    mdExtensions: [],
    mdxExtensions: ['.md', '.mdx'],
    remarkPlugins: [remarkFrontmatter, remarkGfm, remarkDirective, remarkAdmonitions, remarkJsxCodeBlock, remarkMagicComments, remarkCodeCheck, remarkLiveCheck, remarkRequire, remarkExpressionCheck, [remarkImages, images], remarkFileLinks, remarkHeadings, remarkTocExport, remarkSearchText, [remarkLinks, links]],
    rehypePlugins: [rehypeCodeMemo, [rehypePrettyCode, prettyCodeOptions(highlights)], rehypeStaticCode, rehypeCodeMemoKeep],
  };
}

/** One file's compile: the module's code and map, and what the remark plugins recorded about the file. */
export interface CompileResult {
  code: string;
  map?: unknown;
  facts: CompiledFacts;
}

/** The pipeline as the builds run it: `config` takes React's runtime from the mode (as @mdx-js/rollup's hook does), `transform` compiles one file. */
export interface MdxProcessor {
  config: (c: unknown, env: { mode: string }) => void;
  transform: (code: string, id: string) => Promise<CompileResult>;
}

/**
 * @mdx-js/rollup's transform, but returning the compiled VFile's facts with its code (its plugin
 * keeps the file to itself): `maps` false drops source maps (a build); `development` React's
 * development runtime (else the config hook sets it from the mode).
 */
export function mdxProcessor(links: LinkOptions, images: ImageOptions, { maps, development, highlights }: { maps: boolean; development?: boolean; highlights: HighlightMemo }): MdxProcessor {
  const rest: Options = { ...mdxOptions(links, images, highlights), ...(development === undefined ? {} : { development }), ...(maps ? {} : { SourceMapGenerator: undefined }) };
  let processors: ReturnType<typeof createFormatAwareProcessors> | undefined;
  return {
    config(_c, env) {
      processors = createFormatAwareProcessors({ SourceMapGenerator, development: env.mode === 'development', ...rest });
    },
    async transform(value, id) {
      processors ??= createFormatAwareProcessors({ SourceMapGenerator, ...rest });
      const file = new VFile({ path: id.split('?')[0], value });
      const compiled = await processors.process(file);
      return { code: String(compiled.value), map: compiled.map, facts: factsOf(compiled) };
    },
  };
}
