import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './frontmatter.ts';

describe('parseFrontMatter', () => {
  it('reads Docusaurus keys and the body offset', () => {
    const r = parseFrontMatter('---\ntitle: Hi\nsidebar_position: 2\n---\n\nBody', 'a.md');
    expect(r.frontMatter).toMatchObject({ title: 'Hi', sidebar_position: 2 });
    expect(r.body).toBe('\nBody');
    expect(r.bodyLineOffset).toBe(4);
  });
  it('names the file and line of a YAML error', () => {
    expect(() => parseFrontMatter('---\ntitle: ok\nbad: [1, 2\n---\n', 'x.md')).toThrow(/x\.md:\d+.*malformed frontmatter/);
  });
  it('rejects a wrongly typed key with its line', () => {
    expect(() => parseFrontMatter('---\ntitle: a\nsidebar_position: first\n---\n', 'y.md')).toThrow(/^y\.md:3:19: frontmatter "sidebar_position" must be a number, not the text "first": write the number without quotes/);
  });
  it('rejects an unclosed block', () => {
    expect(() => parseFrontMatter('---\ntitle: a\n', 'z.md')).toThrow(/^z\.md:1:1: .*no closing "---" line: end it with a line of "---" alone/);
  });
  it('reads a page that starts with a longer rule (----) as Markdown, not as unclosed frontmatter', () => {
    expect(parseFrontMatter('----\n\nText\n', 'r.md')).toEqual({ frontMatter: {}, body: '----\n\nText\n', bodyLineOffset: 0 });
    expect(parseFrontMatter('---x\nText\n', 'r.md').frontMatter).toEqual({});
  });
  it('names the line and item of a wrongly typed keyword (Docusaurus rejects it too)', () => {
    expect(() => parseFrontMatter('---\ntitle: a\nkeywords:\n  - one\n  - NULL\n---\n', 'k.md')).toThrow(/^k\.md:5:5: frontmatter "keywords\[1\]" must be a string, not null/);
    expect(() => parseFrontMatter('---\ntitle: a\nkeywords: [a, 40401]\n---\n', 'k.md')).toThrow(/^k\.md:3:15: frontmatter "keywords\[1\]" must be a string, not the number 40401/);
  });
  it('checks blog and page keys by kind, keeping unknown keys', () => {
    expect(() => parseFrontMatter('---\ndate: 2025-01-01\nauthors: 3\n---\n', 'b.md', 'blog')).toThrow(/^b\.md:3:10: frontmatter "authors" has the wrong form \(got the number 3\): write an author key from authors\.yml/);
    expect(parseFrontMatter('---\nwrapperClassName: x\ncustom_thing: 1\n---\n', 'p.md', 'page').frontMatter).toMatchObject({ custom_thing: 1 });
    expect(() => parseFrontMatter('---\ntoc_max_heading_level: 9\n---\n', 'p.md', 'page')).toThrow(/^p\.md:2:24: frontmatter "toc_max_heading_level" must be a whole number from 2 to 6: write one of/);
  });
  it('converts as Docusaurus does: "2" to a number, "true" to a boolean', () => {
    expect(parseFrontMatter('---\nsidebar_position: "2"\nhide_table_of_contents: "true"\n---\n', 'c.md').frontMatter).toMatchObject({ sidebar_position: 2, hide_table_of_contents: true });
  });
  it('strips a UTF-8 byte order mark', () => {
    const r = parseFrontMatter('\uFEFF---\ntitle: Bom\n---\nBody', 'bom.md');
    expect(r.frontMatter.title).toBe('Bom');
    expect(r.body).toBe('Body');
  });
  it('accepts files without frontmatter', () => {
    expect(parseFrontMatter('# x', 'w.md').frontMatter).toEqual({});
  });
});
