import { describe, expect, it } from 'vitest';
import { compileForTest } from './test-compile.ts';
import { fencedBlocks } from './fenced-blocks.ts';

/** The compiled page's code lines, as text, each with whether it is marked. */
function lines(js: string): [string, boolean][] {
  const html = JSON.parse(`"${/"data-code-html": "((?:[^"\\]|\\.)*)"/.exec(js)![1]!}"`) as string;
  return html.replace(/^<code[^>]*>|<\/code>$/g, '').split('\n').map((line) => [line.replace(/<[^>]+>/g, ''), line.startsWith('<span data-line="" data-highlighted-line=""')]);
}

describe('remark-magic-comments', () => {
  it('takes the comment lines out of the block and marks the lines they point at, beside the fence\'s own marks', async () => {
    const js = await compileForTest('```js title="a.js" {1}\nconst a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;\n```\n');
    expect(js).not.toContain('highlight-next-line');
    expect(js).toContain('a.js');
    expect(lines(js)).toEqual([['const a = 1;', true], ['const b = 2;', true], ['const c = 3;', false]]);
  });

  it('gives the highlight worker the same code the compile highlights', () => {
    expect(fencedBlocks('```bash\n# highlight-next-line\nnpm ci\n```\n')).toEqual([{ lang: 'bash', code: 'npm ci' }]);
  });
});
