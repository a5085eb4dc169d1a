import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';

describe('details', () => {
  it('stays a <details> with its summary and a Markdown body', () => {
    expect(md('<details><summary>Why <em>two</em> &lt;keys&gt;?</summary><p>Because <strong>both</strong>.</p><ul><li>a</li></ul></details>'))
      .toBe('<details>\n<summary>Why two &lt;keys&gt;?</summary>\n\nBecause **both**.\n\n- a\n\n</details>\n');
  });
});
