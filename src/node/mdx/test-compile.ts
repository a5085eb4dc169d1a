import { compile } from '@mdx-js/mdx';
import { mdxOptions } from './mdx-options.ts';
import { preprocess } from './preprocess.ts';

/** Compiles a snippet through the site's MDX pipeline, for plugin tests. */
export async function compileForTest(source: string, path = '/virtual/content/en/docs/t.md', resolveFile: (from: string, target: string) => string | undefined = () => undefined): Promise<string> {
  const options = mdxOptions({ resolveFile });
  const { format: _f, mdExtensions: _m, mdxExtensions: _x, ...rest } = options;
  const out = await compile({ value: preprocess(source).code, path }, { ...rest, format: 'mdx' });
  return String(out);
}
