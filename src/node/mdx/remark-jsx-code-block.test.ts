import { describe, expect, it } from 'vitest';
import { compileForTest } from './test-compile.ts';

const IMPORT = "import CodeBlock from '@theme/CodeBlock';\n\n";
/** The compiled block's highlighted HTML and its figure's title, if any. */
const figureOf = (js: string) => ({
  html: /"data-code-html": ("(?:[^"\\]|\\.)*")/.exec(js)?.[1],
  title: /data-rehype-pretty-code-title[^]*?children: "([^"]*)"/.exec(js)?.[1],
});

describe('remark-jsx-code-block', () => {
  it("highlights Docusaurus' <CodeBlock> at build time, as the same fenced block would be", async () => {
    const jsx = await compileForTest(`${IMPORT}<CodeBlock language="js" title="a.js" showLineNumbers>\n  {\`const a = 1;\nconst b = \\\`x\\\`;\`}\n</CodeBlock>\n`);
    const fenced = await compileForTest('```js title="a.js" showLineNumbers\nconst a = 1;\nconst b = `x`;\n```\n');
    expect(figureOf(jsx).html).toBeDefined();
    expect(figureOf(jsx)).toEqual(figureOf(fenced));
    expect(figureOf(jsx).title).toBe('a.js');
    expect(await compileForTest(`${IMPORT}<CodeBlock language="bash">{'npm ci'}</CodeBlock>\n`)).toContain('data-code-html');
  });

  it('leaves a block whose code is computed to the component', async () => {
    const js = await compileForTest(`${IMPORT}export const code = ['a', 'b'].join('\\n');\n\n<CodeBlock language="js">{code}</CodeBlock>\n`);
    expect(js).not.toContain('data-code-html');
    expect(js).toMatch(/_jsx\(CodeBlock, \{/);
  });
});
