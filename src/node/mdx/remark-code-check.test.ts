import { describe, expect, it } from 'vitest';
import { compileForTest } from './test-compile.ts';

describe('remark-code-check and shiki', () => {
  it('highlights the site languages in light and dark, with title and line marks', async () => {
    const js = await compileForTest('```bash title="run.sh" {2}\necho a\necho b\n```\n\n```django\n{{ .status }}\n```\n');
    expect(js).toContain('--shiki-dark');
    expect(js).toContain('run.sh');
    expect(js).toContain('data-highlighted-line');
  });
  it('fails on an unknown language, naming the line', async () => {
    await expect(compileForTest('text\n\n```cobol\nx\n```\n')).rejects.toThrow(/unknown code block language "cobol"; use one of: bash, shell, sh, http, .*, diff$/);
    await expect(compileForTest('text\n\n```cobol\nx\n```\n')).rejects.toMatchObject({ line: 3 });
  });
});
