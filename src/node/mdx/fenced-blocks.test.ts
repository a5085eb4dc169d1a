import { describe, expect, it } from 'vitest';
import { fencedBlocks } from './fenced-blocks.ts';

describe('fencedBlocks', () => {
  it('finds fenced blocks with their language and code', () => {
    const src = 'Intro\n\n```js title="a.js" {1}\nconst a = 1;\n\nlet b;\n```\n\ntext\n\n~~~\nplain\n~~~\n\n````md\n```js\nx\n```\n````\n';
    expect(fencedBlocks(src)).toEqual([
      { lang: 'js', code: 'const a = 1;\n\nlet b;' },
      { lang: 'plaintext', code: 'plain' },
      { lang: 'md', code: '```js\nx\n```' },
    ]);
  });
  it("finds the blocks inside Docusaurus' mdx-code-block, which is MDX, not code", () => {
    expect(fencedBlocks("````mdx-code-block\n<Tabs>\n\n```bash\nnpm ci\n```\n\n</Tabs>\n````\n")).toEqual([{ lang: 'bash', code: 'npm ci' }]);
  });
  it('strips the fence indent from the code lines', () => {
    expect(fencedBlocks('1. step\n\n   ```bash\n   npm ci\n     indented\n   ```\n')).toEqual([{ lang: 'bash', code: 'npm ci\n  indented' }]);
  });
});

describe('fencedBlocks on pathological text', () => {
  it('is linear: unclosed fences and a line of backticks (the regex it replaces took 3 s on each)', () => {
    const t = Date.now();
    expect(fencedBlocks('```js\n'.repeat(10_000))).toEqual([]);
    expect(fencedBlocks('```' + '`'.repeat(50_000) + '\n')).toEqual([]);
    expect(Date.now() - t).toBeLessThan(300);
  });
  it('a fence is its whole run: five backticks are not closed by three, nor taken as a three-backtick fence with language "``"', () => {
    expect(fencedBlocks('`````\ncode\n```\nmore\n')).toEqual([]);
    expect(fencedBlocks('~~~~~~js\nx\n~~~\n')).toEqual([]);
    expect(fencedBlocks('`````js\ncode\n`````\n')).toEqual([{ lang: 'js', code: 'code' }]);
  });
});
