import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { highlightPlan, markdownFiles } from './highlight-plan.ts';
import { highlightKey } from './rehype-code.ts';

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), 'entix-plan-'));
  mkdirSync(join(dir, 'en/docs/api'), { recursive: true });
  writeFileSync(join(dir, 'en/docs/a.md'), '# A\n\n```bash\nnpm i\n```\n\n```sql\nselect 1\n```\n');
  writeFileSync(join(dir, 'en/docs/api/b.mdx'), '# B\n\nNo code.\n');
  writeFileSync(join(dir, 'en/docs/api/c.md'), '# C\n\n```bash\nnpm i\n```\n');
  writeFileSync(join(dir, 'en/docs/notes.txt'), '```bash\nnot markdown\n```\n');
  writeFileSync(join(dir, 'en/docs/_category_.json'), '{}');
  return dir;
}

describe('highlight plan', () => {
  it('finds every Markdown file under the folder, nested, in a stable order', () => {
    const dir = site();
    expect(markdownFiles(dir).map((f) => f.slice(dir.length + 1))).toEqual(['en/docs/a.md', 'en/docs/api/b.mdx', 'en/docs/api/c.md']);
    expect(markdownFiles(join(dir, 'no-such-folder'))).toEqual([]);
  });

  it('compiles what the compile cache lacks and highlights only the blocks the highlight cache lacks, each once', () => {
    const dir = site();
    const files = markdownFiles(dir);
    const cached = (file: string) => file.endsWith('c.md');
    const known = new Set([highlightKey('sql', 'select 1')]);
    const plan = highlightPlan([...files, files[0]!], cached, (key) => known.has(key));
    expect(plan.toCompile.map((f) => f.slice(dir.length + 1))).toEqual(['en/docs/a.md', 'en/docs/api/b.mdx']);
    expect(plan.toHighlight.map((f) => f.slice(dir.length + 1))).toEqual(['en/docs/a.md']);
    expect([...plan.keys]).toEqual([highlightKey('bash', 'npm i')]);
  });
});
