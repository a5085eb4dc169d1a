import { describe, expect, it } from 'vitest';
import { compileForTest } from './test-compile.ts';

describe('rehype-static-code', () => {
  it('hands a highlighted block to the pre component as one HTML string', async () => {
    const js = await compileForTest('```js title="a.js" {2}\nconst a = 1;\nlet b = "<x>";\n```\n');
    const m = /"data-code-html": ("(?:[^"\\]|\\.)*")/.exec(js);
    expect(m).not.toBeNull();
    const html = JSON.parse(m![1]!) as string;
    expect(html).toMatch(/^<code[^>]* data-language="js"/);
    expect(html).toContain('data-highlighted-line');
    expect(html).toContain('&#x3C;x>');
    // No JSX per token is left, and the title stays a React element.
    expect(js).not.toContain('"--shiki-light":');
    expect(js).not.toContain('_components.span');
    expect(js).toContain('a.js');
  });
  it('leaves a pre without highlighting alone', async () => {
    const js = await compileForTest('<pre><code>plain</code></pre>\n');
    expect(js).not.toContain('data-code-html');
    expect(js).toContain('plain');
  });
});
