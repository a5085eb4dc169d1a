import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';

const figure = (lang: string, title: string | undefined, lines: string[]) =>
  `<figure data-rehype-pretty-code-figure="">${title ? `<figcaption data-rehype-pretty-code-title="" data-language="${lang}">${title}</figcaption>` : ''}`
  + `<div class="code-block"><pre tabindex="0" data-language="${lang}"><code data-language="${lang}" style="display: grid;">`
  + lines.map((l, i) => `<span data-line=""${i === 0 ? ' data-highlighted-line=""' : ''}><span style="--shiki-light:#953800">${l}</span></span>`).join('\n')
  + `</code></pre><div class="code-block__buttons"><label class="code-block__wrap"><input type="checkbox"/>↵</label><button type="button" class="code-block__copy">⧉</button></div></div></figure>`;

describe('code blocks', () => {
  it('keep their language and title, not their highlighting or buttons', () => {
    expect(md(figure('sql', 'shop.sql', ['SELECT 1;', 'SELECT &lt;2&gt;;']))).toBe('```sql title="shop.sql"\nSELECT 1;\nSELECT <2>;\n```\n');
  });
  it('drop a language that says only "plain text"', () => {
    expect(md(figure('plaintext', undefined, ['a']))).toBe('```\na\n```\n');
  });
  it('keep a title whose block has no language', () => {
    expect(md(figure('plaintext', 'notes.txt', ['a']))).toBe('```text title="notes.txt"\na\n```\n');
  });
  it('leave inline code as inline code', () => {
    expect(md('<p>Run <code>entix serve</code>.</p>')).toBe('Run `entix serve`.\n');
  });
});
