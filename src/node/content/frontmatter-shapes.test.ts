import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontmatter.ts';
import { parseCategoryJson } from './category-json.ts';
import { ContentError } from './content-error.ts';

const problem = (text: string): string => {
  try { parseFrontMatter(text, 'x.md'); } catch (e) { if (e instanceof ContentError) return e.message; throw e; }
  return 'accepted';
};

describe('frontmatter shapes a writer can type', () => {
  it('a value starting with * is a ContentError at its line, not a bare ReferenceError that stops the scan', () => {
    expect(problem('---\ntitle: T\ndescription: *bold*\n---\n')).toMatch(/^x\.md:3:14: malformed frontmatter: "\*bold\*" reads as a YAML alias .*put the value in quotes/);
    expect(parseCategoryJson('label: *x\n', '_category_.yml').problem).toMatchObject({ line: 1, column: 8, message: expect.stringMatching(/^invalid YAML: "\*x" reads as a YAML alias/) });
  });
  it('empty frontmatter, and spaces after either fence, are frontmatter (as remark-frontmatter reads them)', () => {
    expect(parseFrontMatter('---\n---\n# A\n', 'x.md')).toEqual({ frontMatter: {}, body: '# A\n', bodyLineOffset: 2 });
    expect(parseFrontMatter('--- \ntitle: T\n---  \n# A\n', 'x.md')).toMatchObject({ frontMatter: { title: 'T' }, body: '# A\n', bodyLineOffset: 3 });
  });
  it('"title:x" says to put a space after the colon', () => {
    expect(problem('---\ntitle:x\n---\n')).toMatch(/^x\.md:2:1: frontmatter must be a YAML mapping .*put a space after the colon/);
  });
  it('a slug with "?" or "#" is refused at its line: no link could reach the page', () => {
    expect(problem('---\ntitle: T\nslug: what?x=1\n---\n')).toMatch(/^x\.md:3:7: frontmatter "slug" must not contain "\?" or "#"/);
    expect(problem('---\nslug: "a#b"\n---\n')).toMatch(/^x\.md:2:7: frontmatter "slug" must not contain/);
  });
  it('toc_min_heading_level above toc_max_heading_level is refused, as Docusaurus does', () => {
    expect(problem('---\ntoc_min_heading_level: 5\ntoc_max_heading_level: 3\n---\n')).toMatch(/^x\.md:3:1: frontmatter "toc_max_heading_level" \(3\) must not be below toc_min_heading_level \(5\)/);
    expect(problem('---\ntoc_min_heading_level: 3\ntoc_max_heading_level: 3\n---\n')).toBe('accepted');
  });
});
