import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';

describe('writeMarkdown', () => {
  it('escapes what would open emphasis, code, links or HTML, but not a word’s underscore', () => {
    expect(md('<p>is_vip, _x_, a*b, [c], `d`, &lt;div&gt;, ~e~</p>')).toBe('is_vip, \\_x\\_, a\\*b, \\[c], \\`d\\`, \\<div>, \\~e\\~\n');
  });
  it('keeps a line that reads as a block marker a paragraph', () => {
    expect(md('<p>1. first</p><p># not a heading</p><p>- not a list</p>')).toBe('1\\. first\n\n\\# not a heading\n\n\\- not a list\n');
  });
  it('keeps plain-text addresses and URLs from becoming GFM autolinks', () => {
    expect(md('<p>Mail alice@example.com or see https://example.com.</p>')).toBe('Mail alice\\@example.com or see https\\://example.com.\n');
  });
  it('writes a link whose text is its URL as an autolink, and moves edge spaces outside markers', () => {
    expect(md('<p><a href="https://github.com/x">https://github.com/x</a> and<strong> bold </strong>text</p>')).toBe('<https://github.com/x> and **bold** text\n');
  });
  it('puts a link around blocks inside each block, code left as code', () => {
    expect(md('<a href="/docs/q"><h3>Quick</h3><p>Start here.</p><pre>entix serve</pre></a>'))
      .toBe('### [Quick](https://entix.dev/docs/q)\n\n[Start here.](https://entix.dev/docs/q)\n\n```\nentix serve\n```\n');
  });
  it('indents nested lists and a loose item’s blocks under their marker', () => {
    expect(md('<ol start="9"><li><p>Nine</p><ul><li>a</li><li>b</li></ul></li><li><p>Ten</p></li></ol>'))
      .toBe('9. Nine\n\n   - a\n   - b\n\n10. Ten\n');
  });
  it('makes a fence longer than any backtick run in the code, and pads inline code that starts with one', () => {
    expect(md('<pre data-language="md">```js\nx\n```</pre><p><code>`a`</code></p>')).toBe('````md\n```js\nx\n```\n````\n\n`` `a` ``\n');
  });
  it('escapes pipes in table cells and aligns by the head cells', () => {
    expect(md('<table><thead><tr><th style="text-align:right">n</th><th>op</th></tr></thead><tbody><tr><td>10</td><td><code>a|b</code></td></tr></tbody></table>'))
      .toBe('|  n | op     |\n| -: | ------ |\n| 10 | `a\\|b` |\n');
  });
});
