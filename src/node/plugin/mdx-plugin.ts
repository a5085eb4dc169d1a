import mdxRollup from '@mdx-js/rollup';
import type { Plugin, Rollup } from 'vite';
import { relative, resolve } from 'node:path';
import { ContentError } from '../content/content-error.ts';
import { preprocess } from '../mdx/preprocess.ts';
import { mdxOptions } from '../mdx/mdx-options.ts';
import type { LinkOptions } from '../mdx/remark-links.ts';
import { factsFor } from '../mdx/registry.ts';

export interface MdxPluginOptions {
  root: string;
  isContent: (file: string) => boolean;
  links: LinkOptions;
  /** After each compile; `outlineChanged` when a recompile changed the file's headings. */
  onCompiled?: (file: string, outlineChanged: boolean) => void;
}

/**
 * @mdx-js/rollup with our pipeline, plus what it cannot do alone: Docusaurus-style source
 * fixes before parsing, and writer-friendly errors. The outline each compile records goes
 * into the route's data (virtual-modules.ts), so the MDX module exports only its component
 * and React Fast Refresh keeps working for content edits.
 */
export function mdxPlugin({ root, isContent, links, onCompiled }: MdxPluginOptions): Plugin {
  type MdxRollup = Plugin & {
    config: (c: unknown, env: unknown) => void;
    transform: (code: string, id: string) => Promise<{ code: string; map: unknown } | undefined>;
  };
  const create = (maps: boolean) => mdxRollup({ ...mdxOptions(links, { publicDir: resolve(root, 'public') }), ...(maps ? {} : { SourceMapGenerator: undefined }) }) as MdxRollup;
  let mdx = create(true);
  const outlines = new Map<string, string>();
  return {
    name: 'entix:mdx',
    enforce: 'pre',
    config(config, env) {
      // A build without sourcemaps would generate ~600 maps only to drop them (ENTIX_SOURCEMAP=1 keeps them).
      if (env.command === 'build' && !process.env.ENTIX_SOURCEMAP) mdx = create(false);
      mdx.config(config, env);
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.mdx?$/.test(file) || !isContent(file)) return undefined;
      const { code: fixed } = preprocess(code);
      let result;
      try {
        result = await mdx.transform(fixed, file);
      } catch (e) {
        const err = e as { line?: number; column?: number; reason?: string; message: string; source?: string; ruleId?: string; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
        const line = err.line ?? err.place?.start?.line ?? err.place?.line;
        const column = err.column ?? err.place?.start?.column ?? err.place?.column;
        const display = relative(root, file);
        // Our own checks (origin 'entix:<rule>') speak for themselves; the rest are MDX's.
        const ours = err.source === 'entix' && err.ruleId === 'image';
        throw new ContentError([{ rule: ours ? 'image' : 'mdx-syntax', file: display, line, column, message: ours ? (err.reason ?? err.message) : `MDX error: ${err.reason ?? err.message}` }]);
      }
      if (!result) return undefined;
      const outline = JSON.stringify(factsFor(file).headings);
      const changed = outlines.has(file) && outlines.get(file) !== outline;
      outlines.set(file, outline);
      onCompiled?.(file, changed);
      // Without maps (a build), say so: an empty mapping, not a missing one that Rolldown warns about.
      return { code: result.code, map: (result.map ?? { mappings: '' }) as Rollup.SourceMapInput };
    },
  };
}
