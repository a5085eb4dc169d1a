import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildFixture, makeFixture, type BuildResult } from './build-fixture.ts';

// The fixture's introduction without `slug: /`, as content/ has it: it lives at /docs/intro and /docs repeats it.
const intro = (title: string) => `---\ntitle: ${title}\ndescription: The first page.\nsidebar_position: 1\n---\n\nWelcome. See the [guide](/docs/guide/setup).\n`;
let r: BuildResult;
const read = (file: string) => readFileSync(`${r.outDir}/${file}`, 'utf8');

beforeAll(() => {
  const dir = makeFixture('deploy-output', { 'en/docs/intro.md': intro('Fixture introduction'), 'zh/docs/intro.md': intro('夹具简介') });
  r = buildFixture(dir, undefined, { ENTIX_SITE_OVERRIDES: JSON.stringify({ editUrl: 'https://example.com/site/edit/main/content/' }) });
  if (r.status !== 0) throw new Error(r.output);
}, 240_000);

describe('introduction route', () => {
  it('serves the first doc at its own route in both locales, linked from the sidebar', () => {
    expect(read('docs/intro/index.html')).toContain('<link rel="canonical" href="https://entix.dev/docs/intro"');
    expect(read('zh/docs/intro/index.html')).toContain('<link rel="canonical" href="https://entix.dev/zh/docs/intro"');
    expect(read('docs/intro/index.html')).toMatch(/class="[^"]*doc-sidebar[^"]*"[\s\S]*href="\/docs\/intro"/);
  });

  it('shows the same page at /docs with its canonical link pointing at /docs/intro, listed once in the sitemap', () => {
    const root = read('docs/index.html');
    expect(root).toContain('Welcome.');
    expect(root).toContain('<link rel="canonical" href="https://entix.dev/docs/intro"');
    expect(read('zh/docs/index.html')).toContain('<link rel="canonical" href="https://entix.dev/zh/docs/intro"');
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://entix.dev/docs/intro</loc>');
    expect(sitemap).not.toContain('<loc>https://entix.dev/docs</loc>');
  });
});

describe('404 pages', () => {
  it('writes a prerendered Chinese zh/404.html', () => {
    const zh = read('zh/404.html');
    expect(zh).toMatch(/<html lang="zh-CN"/);
    expect(zh).toContain('<h1>找不到页面</h1>');
    expect(zh).toContain('<title>找不到页面 | Entix</title>');
  });

  it('writes a root 404.html in English that carries the Chinese body for /zh/ URLs', () => {
    const root = read('404.html');
    expect(root).toMatch(/<html lang="en"/);
    expect(root).toContain('<h1>Page Not Found</h1>');
    expect(root).toMatch(/<template id="entix-404-0">[\s\S]*<h1>找不到页面<\/h1>[\s\S]*<\/template>/);
  });
});

describe('site config', () => {
  it('gives docs an "Edit this page" link to the source file (an untranslated page edits the English one)', () => {
    expect(read('docs/intro/index.html')).toMatch(/<a class="edit-this-page" href="https:\/\/example\.com\/site\/edit\/main\/content\/en\/docs\/intro\.md"[^>]*>[\s\S]*?Edit this page<\/a>/);
    expect(read('zh/docs/intro/index.html')).toContain('href="https://example.com/site/edit/main/content/zh/docs/intro.md"');
    expect(read('zh/docs/intro/index.html')).toContain('编辑此页');
    expect(read('zh/docs/guide/setup/index.html')).toContain('href="https://example.com/site/edit/main/content/en/docs/guide/setup.md"');
    expect(read('markdown-page/index.html')).not.toContain('class="edit-this-page"');
  });

  // A wrong override's message (navbar.hideOnScrol, blog.feeds) is src/node/config-messages.test.ts: loadSiteConfig, as vite.config.ts calls it.
});
