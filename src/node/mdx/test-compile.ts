import { compile } from '@mdx-js/mdx';
import { mdxOptions } from './mdx-options.ts';
import { preprocess } from './preprocess.ts';
import { loadHighlighter, type HighlightMemo } from './rehype-code.ts';
import { factsOf, type CompiledFacts } from './compiled-facts.ts';

/** Compiles a snippet through the site's MDX pipeline, for plugin tests: its code and the facts the compile returned. */
export async function compileWithFactsForTest(source: string, path = '/virtual/content/en/docs/t.md', resolveFile: (from: string, target: string) => string | undefined = () => undefined, highlights?: HighlightMemo, rebase?: (from: string, url: string) => string): Promise<{ code: string; facts: CompiledFacts }> {
  // As a build's compile of a file with a block missing from the highlight cache: shiki loaded.
  await loadHighlighter();
  const options = mdxOptions({ resolveFile, rebase }, {}, highlights);
  const { format: _f, mdExtensions: _m, mdxExtensions: _x, ...rest } = options;
  const out = await compile({ value: preprocess(source).code, path }, { ...rest, format: 'mdx' });
  return { code: String(out), facts: factsOf(out) };
}

/** The compiled code alone. */
export async function compileForTest(...args: Parameters<typeof compileWithFactsForTest>): Promise<string> {
  return (await compileWithFactsForTest(...args)).code;
}
