import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSiteModel } from './site-model.ts';

let root = '';
afterEach(() => { if (root) rmSync(root, { recursive: true, force: true }); });

function model(files: Record<string, string>, drafts: boolean) {
  root = mkdtempSync(join(tmpdir(), 'entix-model-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'content', rel)), { recursive: true });
    writeFileSync(join(root, 'content', rel), text);
  }
  return buildSiteModel({ root, contentDir: join(root, 'content'), blog: { postsPerPage: 10, sidebarCount: 5 }, docsPath: '/docs', drafts });
}

const FILES = {
  'en/docs/hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\n\nOnly by link.\n',
  'en/blog/2025-01-01-quiet.md': '---\ntitle: Quiet\nunlisted: true\n---\n\nQuiet.\n',
  'en/docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nHello.\n',
  'en/docs/secret.md': '---\ntitle: Secret\ndraft: true\n---\n\nNot yet.\n',
  'en/pages/plans.md': '---\ntitle: Plans\ndraft: true\n---\n\nLater.\n',
  'en/blog/2025-01-02-soon.md': '---\ntitle: Soon\ndraft: true\n---\n\nComing.\n',
};

describe('drafts and unlisted pages while writing (the dev server)', () => {
  it('show drafts, marked as drafts, and list unlisted pages; a build leaves drafts out and hides unlisted pages', () => {
    const dev = model(FILES, true);
    const byPath = new Map(dev.pages.map((p) => [p.path, p]));
    for (const path of ['/docs/secret', '/plans', '/blog/soon', '/zh/docs/secret']) expect(byPath.get(path)?.data.draft, path).toBe(true);
    expect(byPath.get('/docs')?.data.draft).toBeUndefined();
    expect(dev.sidebars['en|current']!.map((i) => i.label)).toContain('Secret');
    expect(byPath.get('/blog')!.data.blog!.posts!.map((p) => p.title)).toEqual(['Soon', 'Quiet']);
    // Unlisted pages are listed while writing, as in Docusaurus' dev server, and keep their banner.
    expect(dev.sidebars['en|current']!.map((i) => i.label)).toContain('Hidden');
    expect(byPath.get('/docs/hidden')?.data.unlisted).toBe(true);

    const build = model(FILES, false);
    const paths = build.pages.map((p) => p.path);
    for (const path of ['/docs/secret', '/plans', '/blog/soon']) expect(paths).not.toContain(path);
    expect(build.sidebars['en|current']!.map((i) => i.label)).not.toContain('Secret');
    expect(build.sidebars['en|current']!.map((i) => i.label)).not.toContain('Hidden');
    expect(build.pages.find((p) => p.path === '/blog')!.data.blog!.posts!.map((p) => p.title)).toEqual([]);
  });
});

describe('number prefixes (Docusaurus: 01-intro.md)', () => {
  it('order docs and categories that give no position, and leave the routes', () => {
    const m = model({
      'en/docs/intro.md': '---\ntitle: Intro\nslug: /\nsidebar_position: 1\n---\n\nHi.\n',
      'en/docs/10-alpha.md': '---\ntitle: Alpha\n---\n\nA.\n',
      'en/docs/2-beta.md': '---\ntitle: Beta\n---\n\nB.\n',
      'en/docs/03-zoo/1-x.md': '---\ntitle: X\n---\n\nX.\n',
      'en/docs/04-apes/1-y.md': '---\ntitle: Y\n---\n\nY.\n',
    }, false);
    expect(m.sidebars['en|current']!.map((i) => i.label)).toEqual(['Intro', 'Beta', 'zoo', 'apes', 'Alpha']);
    expect(m.pages.map((p) => p.path)).toEqual(expect.arrayContaining(['/docs/alpha', '/docs/beta', '/docs/zoo/x', '/docs/apes/y']));
  });
});

describe("docs' tags (Docusaurus)", () => {
  it('link a doc to its tag pages, which list the listed docs carrying each tag, per locale', () => {
    const m = model({
      'en/docs/intro.md': '---\ntitle: Intro\nslug: /\ntags: [start, api]\n---\n\nHi.\n',
      'en/docs/setup.md': '---\ntitle: Setup\ndescription: Set it up.\ntags: [start, {label: Ops Team, permalink: ops}]\n---\n\nS.\n',
      'en/docs/secret.md': '---\ntitle: Secret\nunlisted: true\ntags: [start]\n---\n\nX.\n',
      'en/docs/tags.yml': 'api:\n  label: API\n  description: Docs about the API.\n',
    }, false);
    const byPath = new Map(m.pages.map((p) => [p.path, p.data]));
    expect(byPath.get('/docs')?.tags).toEqual([{ label: 'start', href: '/docs/tags/start' }, { label: 'API', href: '/docs/tags/api', description: 'Docs about the API.' }]);
    expect(byPath.get('/docs/tags')).toMatchObject({ kind: 'doc-tags', cards: [{ title: 'API', href: '/docs/tags/api', count: 1 }, { title: 'Ops Team', href: '/docs/tags/ops', count: 1 }, { title: 'start', href: '/docs/tags/start', count: 2 }] });
    expect(byPath.get('/docs/tags/start')).toMatchObject({ kind: 'doc-tag', title: '2 docs tagged with "start"', cards: [{ title: 'Intro', href: '/docs' }, { title: 'Setup', href: '/docs/setup', description: 'Set it up.' }] });
    expect(byPath.get('/docs/tags/api')?.description).toBe('Docs about the API.');
    // The zh site shows the English docs under its own tag pages.
    expect(byPath.get('/zh/docs/tags/start')).toMatchObject({ kind: 'doc-tag', title: '2 篇带有标签「start」的文档' });
    expect(byPath.get('/zh/docs/setup')?.tags?.[0]?.href).toBe('/zh/docs/tags/start');
  });

  it("name the same tag's page in the other language as its version there, and no page for a tag that language lacks", () => {
    const m = model({
      'en/docs/intro.md': '---\ntitle: Intro\nslug: /\ntags: [start, api]\n---\n\nHi.\n',
      'zh/docs/intro.md': '---\ntitle: 介绍\nslug: /\ntags: [start, 入门]\n---\n\n你好。\n',
    }, false);
    const byPath = new Map(m.pages.map((p) => [p.path, p.data]));
    expect(byPath.get('/docs/tags/start')?.alternates).toEqual({ en: '/docs/tags/start', zh: '/zh/docs/tags/start' });
    expect(byPath.get('/zh/docs/tags')?.alternates).toEqual({ en: '/docs/tags', zh: '/zh/docs/tags' });
    expect(byPath.get('/docs/tags/api')?.alternates).toEqual({ en: '/docs/tags/api' });
    expect(Object.keys(byPath.get('/zh/docs/tags/入门')?.alternates ?? {})).toEqual(['zh']);
  });
});

describe('_category_.yml', () => {
  it('labels and places a folder as _category_.json does', () => {
    const m = model({
      'en/docs/intro.md': '---\ntitle: Intro\nslug: /\nsidebar_position: 1\n---\n\nHi.\n',
      'en/docs/b/x.md': '---\ntitle: X\n---\n\nX.\n',
      'en/docs/b/_category_.yml': 'label: Second folder\nposition: 3\n',
      'en/docs/a/y.md': '---\ntitle: Y\n---\n\nY.\n',
      'en/docs/a/_category_.yaml': 'label: First folder\nposition: 2\n',
    }, false);
    expect(m.sidebars['en|current']!.map((i) => i.label)).toEqual(['Intro', 'First folder', 'Second folder']);
  });
});

