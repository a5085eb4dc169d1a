import type { PageCompile } from '../plugin/mdx-plugin.ts';
import type { PrerenderSession } from '../build/prerender-session.ts';

/**
 * How a build turns content files into pages: `fast` (the default) or `plain`.
 * - `fast` puts the performance layer in front of the same compile and render: compiled MDX,
 *   highlighted blocks, parsed frontmatter, search indexes and rendered pages kept between builds
 *   (mdx/compile-cache.ts, mdx/highlight-cache.ts, content/disk-memo.ts, build/prerender-cache.ts,
 *   cache-entries.ts), a highlight worker that also compiles MDX from the end of the list on a large
 *   site (mdx/highlight-ahead.ts, compile-ahead.ts, compile-in-worker.ts), and a second render
 *   thread (build/render-ahead.ts).
 * - `plain` is the compile and render alone, in this process: nothing read from or written to a
 *   cache, no worker thread ahead of the main one; every file compiled and every page rendered here.
 * Both must write the same site (tests/build/compile-cache.test.ts, src/node/pipeline/page-pipeline.test.ts).
 * Selected with ENTIX_PIPELINE=plain (tests, or to rule the layer out when a build goes wrong), or
 * entixSite({ pipeline: 'plain' }).
 */
export type PipelineKind = 'fast' | 'plain';

/** The compile and render interface the plugins go through, whichever kind is behind it. */
export interface PagePipeline {
  readonly kind: PipelineKind;
  /** One content file, from its text: its module code and map and the facts its compile returned. */
  compile(file: string, text: string): Promise<PageCompile>;
  /** Renders every page as vite-prerender-plugin asks for them (through the prerender host) and places their bodies. */
  readonly render: PrerenderSession;
}

/** The kind a build runs: the option, else ENTIX_PIPELINE, else fast. */
export function pipelineKind(option?: PipelineKind, env = process.env.ENTIX_PIPELINE): PipelineKind {
  const kind = option ?? env ?? 'fast';
  if (kind !== 'fast' && kind !== 'plain') throw new Error(`ENTIX_PIPELINE must be fast or plain, not ${JSON.stringify(kind)}`);
  return kind;
}
