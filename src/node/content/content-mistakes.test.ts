import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSiteModel } from './site-model.ts';
import { walk } from './scan.ts';
import { parseFrontMatter } from './frontmatter.ts';

let root = '';
afterEach(() => { if (root) rmSync(root, { recursive: true, force: true }); });

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'entix-mistakes-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'content', rel)), { recursive: true });
    writeFileSync(join(root, 'content', rel), text);
  }
  return root;
}
const model = () => buildSiteModel({ root, contentDir: join(root, 'content'), blog: { postsPerPage: 10, sidebarCount: 5 }, docsPath: '/docs' });

describe('content mistakes named at their place', () => {
  it('a symlink loop says "symlink loop at …", not a 40-level ELOOP path', () => {
    tree({ 'en/docs/guide/a.md': '# A\n' });
    symlinkSync(join(root, 'content/en/docs'), join(root, 'content/en/docs/guide/back'));
    expect(() => walk(join(root, 'content/en/docs'))).toThrow(/symlink loop at \S*guide\/back: it links to \S*docs, a folder that contains it/);
    expect(() => model()).toThrow(/symlink loop at /);
  });
  it('a link that points at itself, or nowhere, is named too', () => {
    tree({ 'en/docs/a.md': '# A\n' });
    symlinkSync('self', join(root, 'content/en/docs/self'));
    expect(() => walk(join(root, 'content/en/docs'))).toThrow(/symlink loop at \S*docs\/self/);
    rmSync(join(root, 'content/en/docs/self'));
    symlinkSync('nothing-here.md', join(root, 'content/en/docs/dangling.md'));
    expect(() => walk(join(root, 'content/en/docs'))).toThrow(/broken symlink at \S*dangling\.md: it points to nothing-here\.md/);
  });
  it('a duplicate slug warns with the file:line of both', () => {
    tree({
      'en/docs/guide/setup.md': '# Setup\n',
      'en/docs/a-first.md': '---\ntitle: Squatter\ndescription: x\nslug: guide/setup\n---\n\nx\n',
    });
    const w = model().warnings.find((p) => p.rule === 'duplicate-route')!;
    expect(w).toMatchObject({ line: 4 });
    expect(w.message).toMatch(/produced by both \S*en\/docs\/guide\/setup\.md:1 and \S*en\/docs\/a-first\.md:4: .*give one of them another slug/);
  });
  it('a misspelt frontmatter key warns at its line with the key it is close to; a key of our own does not', () => {
    tree({ 'en/docs/a.md': '---\ntitle: A\ndescription: x\nsidebar_postion: 2\naudience: ops\n---\n\nx\n' });
    const w = model().warnings.filter((p) => p.rule === 'frontmatter');
    expect(w).toHaveLength(1);
    expect(w[0]).toMatchObject({ line: 4, column: 1 });
    expect(w[0]!.message).toBe('frontmatter "sidebar_postion" is not a key Docusaurus reads, so it does nothing: did you mean "sidebar_position"?');
  });
  it('a slug with a ".." segment is refused at its line', () => {
    expect(() => parseFrontMatter('---\ntitle: T\nslug: ../../escape\n---\n', 'docs/x.md')).toThrow(/^docs\/x\.md:3:7: frontmatter "slug" must not contain a "\.\." or "\." segment/);
    expect(() => parseFrontMatter('---\nslug: /a/./b\n---\n', 'docs/x.md')).toThrow(/docs\/x\.md:2:7: frontmatter "slug" must not contain/);
    expect(parseFrontMatter('---\nslug: /a..b/c\n---\n', 'docs/x.md').frontMatter.slug).toBe('/a..b/c');
  });
});
