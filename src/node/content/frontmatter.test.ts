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
    expect(() => parseFrontMatter('---\ntitle: a\nsidebar_position: first\n---\n', 'y.md')).toThrow(/y\.md:3: frontmatter "sidebar_position" must be a number/);
  });
  it('rejects an unclosed block', () => {
    expect(() => parseFrontMatter('---\ntitle: a\n', 'z.md')).toThrow(/z\.md:1: .*no closing/);
  });
  it('accepts files without frontmatter', () => {
    expect(parseFrontMatter('# x', 'w.md').frontMatter).toEqual({});
  });
});
