import type { SiteConfig } from '../../shared/site-config-types.ts';
import type { ContentProblem } from '../content/content-error.ts';
import type { SiteModel } from '../content/site-model.ts';
import type { CompiledFacts } from '../mdx/compiled-facts.ts';
import type { PipelineKind } from '../pipeline/page-pipeline.ts';
import type { FailureNote } from '../build/failure-plugin.ts';
import { createHighlightAhead, type HighlightAhead } from '../mdx/highlight-ahead.ts';
import { createHighlightMemo, type HighlightMemo } from '../mdx/rehype-code.ts';

/**
 * What one entixSite() call's plugins share, made once there and handed to each plugin factory:
 * the one place data passes between plugins (no module-level map, no callback that sets a variable
 * in another plugin's closure). Each field says which plugin writes it; the others only read it.
 */
export interface BuildContext {
  readonly root: string;
  readonly contentDir: string;
  /** Where the finished site is swapped in (entix:output). */
  readonly outDir: string;
  /** Validated (src/node/config.ts). */
  readonly site: SiteConfig;
  /** Where builds keep their caches (cache-dir.ts); undefined: nothing kept (ENTIX_MDX_CACHE=0, or the plain pipeline). */
  readonly cacheDir: string | undefined;
  /** fast: caches and worker threads ahead of this one; plain: neither (pipeline/page-pipeline.ts). */
  readonly pipeline: PipelineKind;
  /** entix:content, at buildStart and after each model-changing save in the dev server. */
  model: SiteModel | undefined;
  /** entix:mdx, as each content file compiles (or comes from a cache): what its compile returned. */
  readonly facts: Map<string, CompiledFacts>;
  /** Content problems that do not fail the build (entix:content, the reporter's large pages); printed by entix:reporter. */
  readonly warnings: ContentProblem[];
  /** entix:mdx: files compiled, served by the compile cache, and of `compiled` those the highlight worker compiled (compile-ahead.ts). */
  readonly counts: { compiled: number; cached: number; ahead: number };
  /** Highlighted code blocks by key, and those this build's compiles used: entix:content loads and saves the highlight cache, the compiles and the worker fill it. */
  readonly highlights: HighlightMemo;
  /** The fast pipeline's highlight (and compile-ahead) worker: entix:content starts it, entix:mdx's compiles wait on it and take its files. */
  readonly ahead: HighlightAhead;
  /** An error thrown where no later hook sees it (a buildEnd, vite-prerender-plugin's generateBundle), for entix:failure's report. */
  readonly failure: FailureNote;
  /** entix:search, once the index is emitted: the manifest <meta> entix:output puts in every page's head. */
  searchManifestTag: (route: string) => string;
  /** entix:output, once the finished site is swapped in: the reporter's summary reads it from here. */
  writtenDir: string | undefined;
  /** entix:output, as it makes the Markdown twins (markdown/twin-store.ts): their wall and CPU time, pages converted and from the cache, each llms-full.txt's size, for the reporter's summary. */
  readonly twins: TwinNumbers;
}

export interface TwinNumbers { ms: number; cpuMs: number; converted: number; cached: number; llmsFull: { file: string; chars: number }[] }

export function createBuildContext(init: Pick<BuildContext, 'root' | 'contentDir' | 'outDir' | 'site' | 'cacheDir'> & { pipeline?: PipelineKind }): BuildContext {
  const highlights = createHighlightMemo();
  return { pipeline: 'fast', ...init, model: undefined, facts: new Map(), warnings: [], counts: { compiled: 0, cached: 0, ahead: 0 }, highlights, ahead: createHighlightAhead(highlights), failure: {}, searchManifestTag: () => '', writtenDir: undefined, twins: { ms: 0, cpuMs: 0, converted: 0, cached: 0, llmsFull: [] } };
}

/** A page's source file as the writer knows it, by route or by absolute path: for error messages. */
export function displayOfRoute(ctx: BuildContext, route: string): string | undefined {
  return ctx.model?.pages.find((p) => p.path === route)?.source?.display;
}
export function displayOfFile(ctx: BuildContext, abs: string): string | undefined {
  return ctx.model?.pages.find((p) => p.source?.abs === abs)?.source?.display;
}
