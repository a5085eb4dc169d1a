import { describe, expect, it } from 'vitest';
import { createHighlightMemo, highlightKey } from './rehype-code.ts';
import { fencedBlocks } from './fenced-blocks.ts';
import { compileForTest } from './test-compile.ts';

describe('highlighting ahead of the compile', () => {
  it('is used by the compile for a block found in the source, whatever its title and line ranges', async () => {
    const source = '# T\n\n```js title="a.js" {1}\nconst ahead = 1;\n```\n';
    const [block] = fencedBlocks(source);
    const highlights = createHighlightMemo();
    highlights.html.set(highlightKey(block!.lang, block!.code), '<pre class="shiki"><code><span class="line"><span>FROM-THE-WORKER</span></span></code></pre>');
    const js = await compileForTest(source, undefined, undefined, highlights);
    expect(js).toContain('FROM-THE-WORKER');
    expect(js).toContain('data-highlighted-line');
  });
});
