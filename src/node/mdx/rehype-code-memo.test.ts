import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { mdxOptions } from './mdx-options.ts';
import { compileHighlighted, createHighlightMemo, highlightKey } from './rehype-code.ts';
import { forgetCodeFigures, keptCodeFigures } from './rehype-code-memo.ts';
import { compileForTest } from './test-compile.ts';

const BLOCKS = '```js title="a.js" {2}\nconst a = 1;\nlet b = "<x>";\n```\n\n```js\nconst a = 1;\nlet b = "<x>";\n```\n\n```bash\nnpm run build\n```\n';

describe('code figures kept between compiles', () => {
  // First, while shiki is not loaded in this module instance (test-compile.ts loads it).
  it('keeps nothing from a compile that missed the highlight cache', async () => {
    const highlights = createHighlightMemo();
    const { format: _f, mdExtensions: _m, mdxExtensions: _x, ...rest } = mdxOptions({ resolveFile: () => undefined }, {}, highlights);
    highlights.html.set(highlightKey('bash', 'npm run cached'), '<pre class="shiki"><code><span class="line"><span>CACHED</span></span></code></pre>');
    const build = (value: string) => () => compile({ value, path: '/virtual/content/en/docs/m.md' }, { ...rest, format: 'mdx' }).then(String);
    await compileHighlighted(build('# M\n\n```bash\nnpm run cached\n```\n'));
    expect(keptCodeFigures()).toBe(1);
    forgetCodeFigures();
    // One block cached, one not: the first compile misses (its figures may be plain-text fallbacks), the second has shiki.
    await compileHighlighted(build('# M\n\n```bash\nnpm run cached\n```\n\n```bash\nnpm run missed\n```\n'));
    expect(keptCodeFigures()).toBe(2);
  });

  it('gives a page whose blocks another page had the same output as compiling it alone', async () => {
    forgetCodeFigures();
    const page = `# Page\n\nSome text first, so the blocks sit elsewhere.\n\n${BLOCKS}`;
    const alone = await compileForTest(page, '/virtual/content/zh/docs/p.md');
    expect(keptCodeFigures()).toBe(3);
    forgetCodeFigures();
    await compileForTest(`# Other\n\n${BLOCKS}`, '/virtual/content/en/docs/p.md');
    expect(keptCodeFigures()).toBe(3);
    expect(await compileForTest(page, '/virtual/content/zh/docs/p.md')).toBe(alone);
  });

  it('tells blocks apart by their meta, not only their code', async () => {
    forgetCodeFigures();
    const plain = await compileForTest('```js\nconst a = 1;\n```\n');
    const titled = await compileForTest('```js title="t.js"\nconst a = 1;\n```\n');
    expect(keptCodeFigures()).toBe(2);
    expect(titled).toContain('t.js');
    expect(plain).not.toContain('t.js');
  });
});
