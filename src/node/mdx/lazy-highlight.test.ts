import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { mdxOptions } from './mdx-options.ts';
import { compileHighlighted, createHighlightMemo, highlightKey, highlightMisses } from './rehype-code.ts';
import { fencedBlocks } from './fenced-blocks.ts';

// Its own file: shiki, once loaded, stays loaded in this module instance.
const highlights = createHighlightMemo();
const build = (source: string) => () => {
  const { format: _f, mdExtensions: _m, mdxExtensions: _x, ...rest } = mdxOptions({ resolveFile: () => undefined }, {}, highlights);
  return compile({ value: source, path: '/virtual/content/en/docs/t.md' }, { ...rest, format: 'mdx' }).then(String);
};

describe('highlighting without loading shiki', () => {
  it('compiles a page whose blocks are all cached without shiki, and one with a new block with it', async () => {
    const cachedSource = '# T\n\n```bash\nnpm run cached\n```\n';
    const [block] = fencedBlocks(cachedSource);
    highlights.html.set(highlightKey(block!.lang, block!.code), '<pre class="shiki"><code><span class="line"><span>FROM-THE-CACHE</span></span></code></pre>');
    const before = highlightMisses();
    expect(await compileHighlighted(build(cachedSource))).toContain('FROM-THE-CACHE');
    expect(highlightMisses()).toBe(before);
    // A new block: the first compile misses, the second has shiki and highlights it (a token colour, not plain text).
    const fresh = await compileHighlighted(build('# T\n\n```bash\nnpm run fresh\n```\n'));
    expect(highlightMisses()).toBeGreaterThan(before);
    expect(fresh).toMatch(/--shiki-light/);
    expect(fresh).toContain('fresh');
  });
});
