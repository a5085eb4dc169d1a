import type { Plugin, Rollup } from 'vite';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { REPLACED } from '../replaced-packages.ts';
import { ContentError } from '../content/content-error.ts';
import { preprocess } from '../mdx/preprocess.ts';
import { mdxErrorText } from '../mdx/mdx-error-text.ts';
import { mdxProcessor, type CompileResult } from '../mdx/mdx-options.ts';
import type { LinkOptions } from '../mdx/remark-links.ts';
import { compileCache, type CompileCache, type CompileDeps } from '../mdx/compile-cache.ts';
import { pipelineVersion } from '../mdx/pipeline-version.ts';
import { fencedBlocks } from '../mdx/fenced-blocks.ts';
import { compileHighlighted, highlightKey, loadHighlighter } from '../mdx/rehype-code.ts';
import { MARKDOWN_ID } from './hook-filters.ts';
import type { BuildContext } from './build-context.ts';

export interface MdxPluginOptions {
  isContent: (file: string) => boolean;
  links: LinkOptions;
}

/** A content file's compile as entix:mdx made it: `cached` when the compile cache served it, `ahead` when the highlight worker compiled it (compile-ahead.ts). */
export interface PageCompile extends CompileResult {
  cached: boolean;
  ahead: boolean;
}

/** Where the pipeline's code starts: every local module and package it reaches is part of its version. */
export const PIPELINE_ENTRIES = ['src/node/mdx/mdx-options.ts', 'src/node/plugin/mdx-plugin.ts', ...Object.values(REPLACED)];

/**
 * @mdx-js/rollup with our pipeline, plus what it cannot do alone: Docusaurus-style source
 * fixes before parsing, writer-friendly errors, and a persistent cache of its output
 * (compile-cache.ts). Each compile returns the file's facts with its code; they go into the
 * build context (`ctx.facts`), from which the outline reaches the route's data
 * (virtual-modules.ts), so the MDX module exports only its component and React Fast
 * Refresh keeps working for content edits. Where compiled MDX is kept between runs:
 * `ctx.cacheDir` (cache-dir.ts).
 */
export function mdxPlugin(ctx: BuildContext, { isContent, links }: MdxPluginOptions): Plugin & { isCached(file: string, source: string): boolean; warm(): Promise<void>; compile(file: string, text: string): Promise<PageCompile> } {
  const { root, cacheDir } = ctx;
  // The plain pipeline has no worker to wait for or take from (pipeline/page-pipeline.ts).
  const workers = ctx.pipeline === 'fast';
  // What each file's relative `.md` links resolved to: a cached compile holds only while they resolve the same.
  const asked = new Map<string, CompileDeps['links']>();
  const recording: LinkOptions = {
    resolveFile(from, target) {
      const route = links.resolveFile(from, target);
      asked.get(from)?.push([target, route ?? null]);
      return route;
    },
    rebase: links.rebase,
  };
  const publicDir = resolve(root, 'public');
  const create = (maps: boolean) => mdxProcessor(recording, { publicDir }, { maps, highlights: ctx.highlights });
  let mdx = create(true);
  let cache: CompileCache | undefined;
  // One compile at a time: they share this thread anyway, and interleaved at their awaits, the en
  // and zh copies of a page each made their code figures before either could reuse the other's
  // (rehype-code-memo.ts), with both pages' trees alive at once.
  let compiling: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = compiling.then(run, run);
    compiling = turn.catch(() => undefined);
    return turn;
  };
  const valid = (file: string) => (deps: CompileDeps) =>
    deps.links.every(([target, route]) => (links.resolveFile(file, target) ?? null) === route) && deps.files.every((f) => existsSync(f));
  return {
    /** Whether this source text of the file has a compiled entry (what highlighting ahead can skip). */
    isCached: (file, source) => !!cache?.has(file, preprocess(source).code),
    /**
     * Compiles a snippet with a code block, outside the cache: the dev server serves pages from the
     * compile cache, so without this the first edit would pay for the processor and highlighter.
     */
    async warm() {
      const file = resolve(root, '__entix_warm__.md');
      void loadHighlighter();
      await mdx.transform('# Warm\n\nText with `code` and a [link](/x).\n\n```bash\nnpm run build\n```\n', file).catch(() => undefined);
    },
    name: 'entix:mdx',
    enforce: 'pre',
    config(config, env) {
      // A build without sourcemaps would generate ~600 maps only to drop them (ENTIX_SOURCEMAP=1 keeps them).
      const maps = !(env.command === 'build' && !process.env.ENTIX_SOURCEMAP);
      if (!maps) mdx = create(false);
      mdx.config(config, env);
      // @mdx-js/rollup compiles for React's development runtime in development mode.
      if (cacheDir) cache = compileCache(cacheDir, pipelineVersion(root, PIPELINE_ENTRIES, { publicDir, maps, development: env.mode === 'development' }).hash);
    },
    compile,
    transform: { filter: { id: MARKDOWN_ID }, async handler(code, id) {
      const file = id.split('?')[0]!;
      if (!isContent(file)) return undefined;
      const result = await compile(file, code);
      ctx.facts.set(file, result.facts);
      if (result.cached) ctx.counts.cached++;
      else ctx.counts.compiled++;
      if (result.ahead) ctx.counts.ahead++;
      // Without maps (a build), say so: an empty mapping, not a missing one that Rolldown warns about.
      return { code: result.code, map: (result.map ?? { mappings: '' }) as Rollup.SourceMapInput };
    } },
  };

  /** One content file, from its text: from the compile cache, the worker's compile-ahead, or compiled here. */
  async function compile(file: string, code: string): Promise<PageCompile> {
    const { code: fixed, unclosedComment } = preprocess(code);
    if (unclosedComment) throw unclosedCommentError(relative(root, file), unclosedComment);
    const hit = cache?.get(file, fixed, valid(file));
    if (hit) {
      // The highlight cache keeps the blocks builds use: these are used, though not highlighted again.
      for (const b of fencedBlocks(fixed)) ctx.highlights.used.add(highlightKey(b.lang, b.code));
      return { code: hit.code, map: hit.map, facts: hit.facts, cached: true, ahead: false };
    }
    // Blocks the highlight worker is doing: waited for, or this compile would load shiki here and run twice (compileHighlighted).
    if (workers) await ctx.ahead.wait(fencedBlocks(fixed).map((b) => highlightKey(b.lang, b.code)));
    const linkDeps: CompileDeps['links'] = [];
    asked.set(file, linkDeps);
    let byWorker = false;
    const result: CompileResult = await oneAtATime(async () => {
      // At its turn, not before: files queued here are still the worker's to take from the end.
      const ahead = workers ? await ctx.ahead.compiled.take(file, fixed) : undefined;
      if (ahead) {
        byWorker = true;
        linkDeps.push(...ahead.links);
        for (const b of fencedBlocks(fixed)) ctx.highlights.used.add(highlightKey(b.lang, b.code));
        return { code: ahead.code, map: undefined, facts: ahead.facts };
      }
      return compileHighlighted(() => {
        linkDeps.length = 0;
        return mdx.transform(fixed, file);
      });
    }).catch((e: unknown) => {
      throw writerError(e, relative(root, file));
    }).finally(() => asked.delete(file));
    try {
      cache?.put(file, fixed, { code: result.code, map: result.map ?? undefined, facts: result.facts, deps: { links: linkDeps, files: result.facts.assets ?? [] } });
    } catch {
      // A read-only or full disk: the build goes on, uncached.
    }
    return { ...result, cached: false, ahead: byWorker };
  }
}

/** Our remark checks' origins (`entix:<id>`) and the rule each reports as. */
const OUR_RULES: Record<string, 'image' | 'broken-file-link'> = { image: 'image', 'file-link': 'broken-file-link' };

/** An MDX compile error as the writer's problem, at their line. */
function writerError(e: unknown, display: string): ContentError {
  const err = e as { line?: number; column?: number; reason?: string; message: string; source?: string; ruleId?: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
  const line = err.line ?? err.place?.start?.line ?? err.place?.line;
  const column = err.column ?? err.place?.start?.column ?? err.place?.column;
  // Our own checks (origin 'entix:<rule>') speak for themselves; the rest are MDX's.
  const ours = err.source === 'entix' ? OUR_RULES[err.ruleId ?? ''] : undefined;
  if (ours) return new ContentError([{ rule: ours, file: display, line, column, message: err.reason ?? err.message }]);
  const text = mdxErrorText(err.reason ?? err.message, line, column);
  return new ContentError([{ rule: 'mdx-syntax', file: display, line: text.line, column: text.column, message: `MDX error: ${text.message}` }]);
}

/** A `<!--` that never closes would drop the rest of the page: the writer closes it or writes it as text. */
export function unclosedCommentError(display: string, at: { line: number; column: number }): ContentError {
  return new ContentError([{ rule: 'mdx-syntax', file: display, line: at.line, column: at.column, message: 'this `<!--` opens an HTML comment that is never closed, so everything after it would be dropped from the page: close it with `-->`, or, to show the characters, write them as inline code (`` `<!--` ``) or as `\\<!--`' }]);
}
