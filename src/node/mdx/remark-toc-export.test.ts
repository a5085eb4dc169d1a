import { describe, expect, it } from 'vitest';
import { compileForTest } from './test-compile.ts';

const page = (body: string) => `import TOCInline from '@theme/TOCInline';\n\n${body}\n\n## Install & run\n\n### With \`npm\`\n\n## Next steps\n`;

describe('remark-toc-export', () => {
  it("exports Docusaurus' toc from a page that reads it: each heading's escaped text, id and level", async () => {
    const js = await compileForTest(page('<TOCInline toc={toc} />'), '/virtual/content/en/docs/toc.mdx');
    expect(js).toMatch(/export const toc = \[\{\s*value: "Install &amp; run",\s*id: "install--run",\s*level: 2\s*\}, \{\s*value: "With npm",\s*id: "with-npm",\s*level: 3\s*\}, \{\s*value: "Next steps",\s*id: "next-steps",\s*level: 2\s*\}\];/);
  });

  it('also when the page filters it, and not for a page that does not read it', async () => {
    expect(await compileForTest(page('<TOCInline toc={toc.filter((i) => i.level === 2)} />'), '/virtual/content/en/docs/toc2.mdx')).toContain('export const toc = [');
    expect(await compileForTest('## Only a heading\n\nA tocsin is not toc.', '/virtual/content/en/docs/plain.md')).not.toContain('export const toc');
  });

  it('leaves a page that declares its own toc alone', async () => {
    const js = await compileForTest("export const toc = [{ value: 'Mine', id: 'mine', level: 2 }];\n\n{toc.length} items\n\n## Heading", '/virtual/content/en/docs/own.mdx');
    expect(js.match(/export const toc/g)).toHaveLength(1);
    expect(js).toContain('Mine');
  });
});
