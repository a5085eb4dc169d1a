import { describe, expect, it } from 'vitest';
import { preprocess } from './preprocess.ts';

describe('preprocess', () => {
  it('drops HTML comments but keeps line count and notes truncate', () => {
    const src = 'a\n<!-- truncate -->\nb <!-- x\ny --> c\n';
    const r = preprocess(src);
    expect(r.truncateLine).toBe(2);
    expect(r.code.split('\n')).toHaveLength(src.split('\n').length);
    expect(r.code).toBe('a\n\nb \n c\n');
    // MDX's comment form, as Docusaurus reads it in .mdx posts.
    expect(preprocess('Intro.\n\n{/* truncate */}\n\nMore.\n').truncateLine).toBe(3);
    expect(preprocess('Intro {/* truncate */} inline.\n').truncateLine).toBeUndefined();
  });
  it("unwraps Docusaurus' mdx-code-block fence into MDX, fences inside it kept, lines kept", () => {
    const src = "````mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\n```bash\nnpm ci\n```\n\n</Tabs>\n````\n\n```md\n```mdx-code-block\nshown as code\n```\n```\n";
    const out = preprocess(src).code.split('\n');
    expect(out).toHaveLength(src.split('\n').length);
    expect(out.slice(0, 10)).toEqual(['', "import Tabs from '@theme/Tabs';", '', '<Tabs>', '', '```bash', 'npm ci', '```', '', '</Tabs>']);
    expect(out[10]).toBe('');
    // Inside another fence it is an example, left as written.
    expect(out.slice(12, 16)).toEqual(['```md', '```mdx-code-block', 'shown as code', '```']);
  });

  it('leaves code fences alone', () => {
    const src = '```html\n<!-- keep -->\n:::tip Not me\n```\n';
    expect(preprocess(src).code).toBe(src);
  });
  it("reads Docusaurus' showLineNumbers=N as rehype-pretty-code's showLineNumbers{N}, on a fence's first line only", () => {
    const src = '```js title="a.js" showLineNumbers=9 {2}\nshowLineNumbers=3\n```\n';
    expect(preprocess(src).code).toBe('```js title="a.js" showLineNumbers{9} {2}\nshowLineNumbers=3\n```\n');
    expect(preprocess('```js showLineNumbers\nx\n```').code).toBe('```js showLineNumbers\nx\n```');
    expect(preprocess('Prose with showLineNumbers=2 stays.').code).toBe('Prose with showLineNumbers=2 stays.');
  });
  it('turns legacy admonition titles into directive labels', () => {
    expect(preprocess(':::tip Faster reloads\nx\n:::').code).toBe(':::tip[Faster reloads]\nx\n:::');
    expect(preprocess(':::note\n:::').code).toBe(':::note\n:::');
  });

  it("escapes Docusaurus' explicit heading id so that MDX reads it as text, on heading lines outside code only", () => {
    const src = '## Install {#install}\n\nText {#not-a-heading}\n\n```md\n## In code {#kept}\n```\n\n#### Deep `x` {#deep-x}  \n';
    expect(preprocess(src).code).toBe('## Install \\{#install\\}\n\nText {#not-a-heading}\n\n```md\n## In code {#kept}\n```\n\n#### Deep `x` \\{#deep-x\\}\n');
  });
});

describe('preprocess on pathological lines', () => {
  it('reads a legacy admonition title in linear time, trimming its trailing space', () => {
    const t = Date.now();
    expect(preprocess(':::tip x' + ' '.repeat(50_000) + 'y\n').code).toBe(`:::tip[x${' '.repeat(50_000)}y]\n`);
    expect(preprocess(':::tip Title  \t\n').code).toBe(':::tip[Title]\n');
    expect(Date.now() - t).toBeLessThan(300);
  });
});
