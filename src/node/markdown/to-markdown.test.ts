import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';
import { flattenCode } from './to-markdown.ts';

describe('articleMarkdown', () => {
  it('writes tables as GFM tables', () => {
    const html = '<div class="table-wrapper"><table><thead><tr><th>key</th><th>meaning</th></tr></thead><tbody><tr><td><code>code</code></td><td>0 on <a href="/docs/e">success</a></td></tr></tbody></table></div>';
    expect(md(html)).toBe('| key    | meaning                                  |\n| ------ | ---------------------------------------- |\n| `code` | 0 on [success](https://entix.dev/docs/e) |\n');
  });
  it('writes lists with "-" and emphasis as written', () => {
    expect(md('<ul><li><strong>Bold</strong> and <em>italic</em></li></ul><ol><li>one</li><li>two</li></ol>')).toBe('- **Bold** and *italic*\n\n1. one\n2. two\n');
  });
  it('cuts a code element’s markup to its text before parsing', () => {
    expect(flattenCode('<p><code class="x"><span style="a">a &lt;</span><span>b</span></code></p>')).toBe('<p><code class="x">a &lt;b</code></p>');
  });
});
