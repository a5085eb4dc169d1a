import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSiteModel } from './site-model.ts';
import { searchSections, searchPage } from '../search/collect.ts';

let root = '';
afterEach(() => { if (root) rmSync(root, { recursive: true, force: true }); });

const versions = [{ name: 'current', path: '/docs' }, { name: '3.1', path: '/docs/3.1' }];

function model(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'entix-versions-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, 'content', rel)), { recursive: true });
    writeFileSync(join(root, 'content', rel), text);
  }
  return buildSiteModel({ root, contentDir: join(root, 'content'), blog: { postsPerPage: 10, sidebarCount: 5 }, docsPath: '/docs', versions });
}

const doc = (title: string, extra = '') => `---\ntitle: ${title}\n${extra}---\n\n${title} text.\n`;
const FILES = {
  'en/docs/intro.md': doc('Intro', 'sidebar_position: 1\n'),
  'en/docs/access.md': doc('Access', 'sidebar_position: 2\ntags: [security]\n'),
  'en/docs/api/get.md': doc('Get'),
  'en/docs/api/_category_.json': '{"label": "API", "link": {"type": "generated-index"}}',
  'zh/docs/intro.md': doc('简介', 'sidebar_position: 1\n'),
  'en/versioned_docs/version-3.1/intro.md': doc('Intro 3.1', 'sidebar_position: 1\n'),
  'en/versioned_docs/version-3.1/api/get.md': doc('Get 3.1', 'tags: [security]\n'),
  'en/versioned_docs/version-3.1/api/_category_.json': '{"label": "API", "link": {"type": "generated-index"}}',
  'en/blog/2025-01-01-hello.md': doc('Hello'),
};

describe('docs versions in the site model', () => {
  it('routes an old version below its path, per locale, with its own sidebar, category pages, tags and docs root', () => {
    const m = model(FILES);
    const paths = m.pages.map((p) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/docs/3.1/intro', '/docs/3.1/api/get', '/docs/3.1/category/api', '/docs/3.1/tags/security', '/docs/3.1', '/zh/docs/3.1/intro', '/zh/docs/3.1/api/get']));
    // Access is a 4.x page only.
    expect(paths).not.toContain('/docs/3.1/access');
    expect(m.sidebars['en|3.1']!.map((i) => i.label)).toEqual(['Intro 3.1', 'API']);
    expect(m.sidebars['en|current']!.map((i) => i.label)).toEqual(['Intro', 'Access', 'API']);
    const get = m.pages.find((p) => p.path === '/docs/3.1/api/get')!;
    expect(get.id).toEqual({ locale: 'en', version: '3.1', section: 'docs', slug: 'api/get' });
    expect(get.data.breadcrumbs?.map((b) => b.href)).toEqual(['/docs/3.1/category/api']);
    expect(get.data.tags?.map((t) => t.href)).toEqual(['/docs/3.1/tags/security']);
    // The untranslated-page fallback works per version: zh 3.1 has no files of its own.
    const zhGet = m.pages.find((p) => p.path === '/zh/docs/3.1/api/get')!;
    expect(zhGet.data.untranslated).toBe(true);
    expect(zhGet.source?.display).toBe('content/en/versioned_docs/version-3.1/api/get.md');
  });

  it('links each docs page to its path in every version, else that version’s docs root, and pairs locales within a version', () => {
    const m = model(FILES);
    const at = (path: string) => m.pages.find((p) => p.path === path)!.data;
    expect(at('/docs/3.1/api/get').versions).toEqual({ current: '/docs/api/get', '3.1': '/docs/3.1/api/get' });
    expect(at('/docs/access').versions).toEqual({ current: '/docs/access', '3.1': '/docs/3.1' });
    expect(at('/zh/docs/intro').versions).toEqual({ current: '/zh/docs/intro', '3.1': '/zh/docs/3.1/intro' });
    expect(at('/docs/3.1/intro').alternates).toEqual({ en: '/docs/3.1/intro', zh: '/zh/docs/3.1/intro' });
    expect(at('/blog/hello').versions).toBeUndefined();
  });

  it('gives each (locale, version) its own search index, the blog in each', () => {
    const m = model(FILES);
    const sections = searchSections(m.pages.map((p) => searchPage(p)), () => []);
    expect(Object.keys(sections).sort()).toEqual(['en', 'en@3.1', 'zh', 'zh@3.1']);
    const urls = (k: string) => sections[k]!.map((s) => s.url);
    expect(urls('en@3.1')).toEqual(expect.arrayContaining(['/docs/3.1/api/get', '/blog/hello']));
    expect(urls('en@3.1').some((u) => u.startsWith('/docs/') && !u.startsWith('/docs/3.1'))).toBe(false);
    expect(urls('en')).not.toContain('/docs/3.1/api/get');
    expect(urls('en')).toContain('/blog/hello');
  });
});
