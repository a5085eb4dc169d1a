import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseFrontMatter } from './frontmatter.ts';
import { parseCategoryJson } from './category-json.ts';
import { loadYamlMap } from '../blog/authors-tags.ts';
import type { ContentError } from './content-error.ts';

const thrown = (run: () => unknown): ContentError => {
  try { run(); } catch (e) { return e as ContentError; }
  throw new Error('did not throw');
};

describe('YAML errors at the file line', () => {
  it('frontmatter: a bad line 5 is reported at 5, with the column and a fix', () => {
    const e = thrown(() => parseFrontMatter('---\ntitle: A\ndescription: B\ntags: [a, b]\nsidebar_label: x: y\n---\n# A\n', 'doc.md'));
    expect(e.problems[0]).toMatchObject({ file: 'doc.md', line: 5 });
    expect(e.message).toMatch(/^doc\.md:5:\d+: malformed frontmatter: .*; check the indentation/);
  });
  it('frontmatter: an unclosed flow sequence points into the YAML, not at line 2', () => {
    const e = thrown(() => parseFrontMatter('---\ntitle: ok\n\n\nbad: [1, 2\n---\n', 'x.md'));
    expect(e.problems[0]!.line).toBeGreaterThanOrEqual(5);
  });
  it('_category_.yml: the error line, not 1:1', () => {
    const p = parseCategoryJson('label: API\nposition: 2\nlink:\n  type: doc\n   id: x\n', '_category_.yml').problem!;
    expect(p.line).toBeGreaterThan(1);
    expect(p.message).toMatch(/^invalid YAML: .*; check the indentation/);
  });
  it('authors.yml: the error has a line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'authors-'));
    const file = join(dir, 'authors.yml');
    writeFileSync(file, 'alice:\n  name: Alice\nbob:\n  name: Bob: the builder\n');
    const e = thrown(() => loadYamlMap(file, 'blog/authors.yml'));
    expect(e.problems[0]).toMatchObject({ file: 'blog/authors.yml', line: 4 });
    expect(e.message).toMatch(/^blog\/authors\.yml:4:\d+: malformed YAML: /);
  });
});
