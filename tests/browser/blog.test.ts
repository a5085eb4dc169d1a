import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import type { Page } from 'playwright-core';
import { hydrated, newPage, openSite, type Site } from './harness.ts';

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const texts = (page: Page, sel: string) => page.locator(sel).allTextContents();
// Third-party scripts (analytics) cannot reach the network here; a failing site file still shows as an HTTP status.
const own = (problems: string[]) => problems.filter((p) => !/Failed to load resource: net::ERR_/.test(p));

async function feeds(site: Site, prefix: string) {
  const get = async (file: string) => {
    const res = await fetch(`${site.url}${prefix}/blog/${file}`);
    expect(res.status, file).toBe(200);
    return res.text();
  };
  const rss = xml.parse(await get('rss.xml')).rss;
  const atom = xml.parse(await get('atom.xml')).feed;
  const json = JSON.parse(await get('feed.json')) as { version: string; items: { url: string; title: string }[] };
  const list = <T>(x: T | T[]) => (Array.isArray(x) ? x : [x]);
  return { rss, atom, json, rssItems: list(rss.channel.item) as { title: string; link: string }[], atomEntries: list(atom.entry) as { title: string; link: { '@href': string } }[] };
}

describe('the real blog', () => {
  let site: Site;
  beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
  afterAll(async () => { await site?.close(); });

  const routes = ['/blog', '/blog/entix-v4', '/blog/entix-4.0.2', '/blog/entix-3.1.1', '/blog/archive', '/blog/authors', '/blog/authors/lin', '/blog/tags', '/blog/tags/entix'];
  it.each(['', '/zh'])('serves every blog route in locale "%s" with a heading and no console errors', async (prefix) => {
    const { page, problems } = await newPage(site);
    for (const r of routes) {
      const res = await page.goto(`${site.url}${prefix}${r}`);
      expect(res?.status(), r).toBe(200);
      await hydrated(page);
      expect((await page.locator('main h1').first().textContent())?.trim(), r).toBeTruthy();
      expect(await page.getAttribute('html', 'lang')).toBe(prefix ? 'zh-CN' : 'en');
    }
    expect(own(problems)).toEqual([]);
  });

  it('shows a post with date, reading time, authors, tags, TOC and older link', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/zh/blog/entix-v4`);
    await hydrated(page);
    expect(await page.locator('article h1').textContent()).toBe('Entix 4.0');
    expect(await page.locator('.blog-post-meta time').textContent()).toBe('2025年6月1日');
    expect(await page.locator('.blog-reading-time').textContent()).toMatch(/^阅读需 \d+ 分钟$/);
    expect(await texts(page, '.blog-post-header .blog-author__name')).toEqual(['林伟', 'Maria Santos']);
    expect(await page.locator('.blog-post-header .blog-author__name a').first().getAttribute('href')).toBe('/zh/blog/authors/lin');
    expect(await page.locator('.blog-post-header img.blog-author__avatar').first().getAttribute('src')).toBe('/img/authors/lin.svg');
    expect(await page.locator('.blog-post-header .blog-author__title').first().textContent()).toBe('Entix Labs 创始人');
    expect(await page.locator('.blog-post__footer .blog-tag').getAttribute('href')).toBe('/zh/blog/tags/entix');
    expect(await page.locator('.toc a').count()).toBeGreaterThan(1);
    expect(await page.locator('a[rel="prev"]').getAttribute('href')).toBe('/zh/blog/entix-4.0.1');
    expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe('/zh/blog/entix-3.1.1');
    await page.goto(`${site.url}/blog/entix-v4`);
    expect(await page.locator('.blog-reading-time').textContent()).toMatch(/^\d+ min read$/);
    expect(await page.locator('.blog-post-meta time').textContent()).toBe('Jun 1, 2025');
  });

  it('lists posts newest first with excerpts, read-more links and a sidebar grouped by year', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/zh/blog`);
    await hydrated(page);
    expect(await texts(page, '.blog-summary h2')).toEqual(['Entix 4.0.2', 'Entix 4.0.1', 'Entix 4.0', 'Entix 3.1.1', 'Entix 3.1.0', 'Entix 3.0']);
    expect(await page.locator('.blog-summary .blog-reading-time').first().textContent()).toMatch(/^阅读需 \d+ 分钟$/);
    expect(await page.locator('.blog-summary').first().locator('.markdown p').first().textContent()).toContain('Entix 4.0.2 是一个安全更新');
    expect(await texts(page, '.blog-sidebar h3')).toEqual(['2025', '2024']);
    expect(await page.locator('.blog-sidebar__year').nth(1).locator('a').count()).toBe(3);
    await page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
    await page.locator('.blog-summary__more').first().click();
    await page.waitForURL('**/zh/blog/entix-4.0.2');
    await expect.poll(() => page.locator('.blog-sidebar [aria-current="page"]').getAttribute('href')).toBe('/zh/blog/entix-4.0.2');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(own(problems)).toEqual([]);
  });

  it('lists the right posts on tag, author and archive pages', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/blog/tags/entix`);
    expect(await page.locator('.blog-summary').count()).toBe(6);
    await page.goto(`${site.url}/blog/authors/lin`);
    expect(await texts(page, '.blog-summary h2')).toEqual(['Entix 4.0.2', 'Entix 4.0', 'Entix 3.0']);
    await page.goto(`${site.url}/zh/blog/authors/maria`);
    expect(await page.locator('.blog-summary').count()).toBe(6);
    await page.goto(`${site.url}/blog/authors`);
    expect(await texts(page, '.blog-author-list li')).toEqual([expect.stringMatching(/^Maria Santos.*6 posts$/), expect.stringMatching(/^Lin Wei.*3 posts$/)]);
    await page.goto(`${site.url}/zh/blog/tags`);
    expect(await page.locator('.blog-tag').textContent()).toBe('Entix6');
    await page.goto(`${site.url}/zh/blog/archive`);
    expect(await texts(page, '.blog-archive__year h2')).toEqual(['2025', '2024']);
    expect(await page.locator('.blog-archive__year li').count()).toBe(6);
  });

  it.each(['', '/zh'])('serves feeds for locale "%s" that parse, with absolute links, linked from <head>', async (prefix) => {
    const f = await feeds(site, prefix);
    expect(f.rss['@version']).toBe('2.0');
    expect(f.rssItems.map((i) => i.link)).toEqual(['entix-4.0.2', 'entix-4.0.1', 'entix-v4', 'entix-3.1.1', 'entix-3.1.0', 'entix-v3'].map((s) => `https://entix.dev${prefix}/blog/${s}`));
    expect(f.atom['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(f.atomEntries[0]!.link['@href']).toBe(`https://entix.dev${prefix}/blog/entix-4.0.2`);
    expect(f.json.version).toBe('https://jsonfeed.org/version/1.1');
    expect(f.json.items.map((i) => i.title)).toEqual(['Entix 4.0.2', 'Entix 4.0.1', 'Entix 4.0', 'Entix 3.1.1', 'Entix 3.1.0', 'Entix 3.0']);
    const { page } = await newPage(site);
    for (const route of [`${prefix}/docs/quick-start`, `${prefix}/blog/entix-v3`]) {
      await page.goto(site.url + route);
      // The feeds only: a docs page also has its Markdown twin as an alternate (markdown tests).
      const hrefs = await page.locator('head link[rel="alternate"][type]:not([type="text/markdown"])').evaluateAll((ls) => ls.map((l) => `${l.getAttribute('type')} ${l.getAttribute('href')}`));
      expect(hrefs).toEqual([`application/rss+xml ${prefix}/blog/rss.xml`, `application/atom+xml ${prefix}/blog/atom.xml`, `application/feed+json ${prefix}/blog/feed.json`]);
    }
  });
});

// The fixture in tests/fixtures/blog: 18 posts, newest first, post-1 … post-18, one every 60 days
// back from 2025-06-01; post-6 has no frontmatter date; only post-1 is translated to zh. One more post,
// unlisted-post (2025-05-15, tags news and deep, by bob), is unlisted: no list, sidebar, tag or author page, feed or archive counts it.
const POSTS = Array.from({ length: 18 }, (_, i) => ({ n: i + 1, date: new Date(Date.UTC(2025, 5, 1) - i * 60 * 86_400_000).toISOString().slice(0, 10) }));

describe('a blog with 18 posts (fixture)', () => {
  let site: Site;
  let work = '';
  beforeAll(async () => {
    // Content must sit inside the project so its MDX resolves react/jsx-runtime; the output can go anywhere.
    work = mkdtempSync(join(tmpdir(), 'entix-blog-fixture-'));
    const root = join(import.meta.dirname, '../..');
    execFileSync('npx', ['vite', 'build'], { cwd: root, env: { ...process.env, ENTIX_CONTENT_DIR: join(root, 'tests/fixtures/blog'), ENTIX_OUT_DIR: join(work, 'out') }, stdio: 'pipe', timeout: 200_000 });
    site = await openSite(join(work, 'out'));
  });
  afterAll(async () => {
    await site?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('paginates 10 posts a page with newer/older links', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/blog`);
    await hydrated(page);
    expect(await texts(page, '.blog-summary h2')).toEqual(POSTS.slice(0, 10).map((p) => `Post ${p.n}`));
    expect(await page.locator('.pagination-nav a[rel="next"]').getAttribute('href')).toBe('/blog/page/2');
    await page.locator('.pagination-nav a[rel="next"]').click();
    await page.waitForURL('**/blog/page/2');
    await expect.poll(() => page.locator('.blog-summary').count()).toBe(8);
    expect(await page.locator('.pagination-nav a[rel="prev"]').getAttribute('href')).toBe('/blog');
    expect(await page.locator('.pagination-nav a[rel="next"]').count()).toBe(0);
    expect((await page.goto(`${site.url}/zh/blog/page/2`))?.status()).toBe(200);
    expect(await page.locator('.blog-summary').count()).toBe(8);
    expect(own(problems)).toEqual([]);
    expect((await page.goto(`${site.url}/blog/page/3`))?.status()).toBe(404);
  });

  it('caps the sidebar at 15 recent posts under year headings', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/blog/post-18`);
    const links = await texts(page, '.blog-sidebar a');
    expect(links).toEqual(POSTS.slice(0, 15).map((p) => `Post ${p.n}`));
    const years = [...new Set(POSTS.slice(0, 15).map((p) => p.date.slice(0, 4)))];
    expect(await texts(page, '.blog-sidebar h3')).toEqual(years);
    for (const [i, year] of years.entries()) {
      expect(await page.locator('.blog-sidebar__year').nth(i).locator('a').count()).toBe(POSTS.slice(0, 15).filter((p) => p.date.startsWith(year)).length);
    }
  });

  it('takes the date from the file name, and shows English with a notice on untranslated zh posts', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/blog/post-6`);
    expect(await page.locator('.blog-post-meta time').getAttribute('datetime')).toBe(POSTS[5]!.date);
    await page.goto(`${site.url}/zh/blog/post-3`);
    expect(await page.locator('article h1').textContent()).toBe('Post 3');
    expect(await page.locator('.untranslated').count()).toBe(1);
    await page.goto(`${site.url}/zh/blog/post-1`);
    expect(await page.locator('article h1').textContent()).toBe('文章 1');
    expect(await page.locator('.untranslated').count()).toBe(0);
  });

  it('lists tag and author posts, with tag routes from the permalink or the key', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/blog/tags/deep`);
    expect(await texts(page, '.blog-summary h2')).toEqual(POSTS.filter((p) => (p.n - 1) % 3 === 0).map((p) => `Post ${p.n}`));
    await page.goto(`${site.url}/zh/blog/tags/news`);
    expect(await page.locator('.blog-summary').count()).toBe(18);
    await page.goto(`${site.url}/blog/authors/bob`);
    expect(await page.locator('.blog-summary').count()).toBe(9);
    // Docusaurus' author socials: a handle becomes the profile URL, a URL stays.
    const socials = await page.locator('.blog-author__socials').first().locator('a').evaluateAll((as) => as.map((a) => `${a.textContent} ${a.getAttribute('href')}`));
    expect(socials).toEqual(['GitHub https://github.com/bobray', 'X https://x.com/bobray', 'Newsletter https://bob.example.com/news']);
    await page.goto(`${site.url}/blog/archive`);
    expect(await page.locator('.blog-archive__year li').count()).toBe(18);
  });

  it('builds the unlisted post, reached only by its URL: a banner, noindex, no Newer / Older, not in the sitemap', async () => {
    const { page } = await newPage(site);
    for (const [prefix, title] of [['', 'Unlisted page'], ['/zh', '未列出的页面']] as const) {
      expect((await page.goto(`${site.url}${prefix}/blog/unlisted-post`))?.status()).toBe(200);
      expect(await page.locator('article h1').textContent()).toBe('Unlisted post');
      expect(await page.locator('.unlisted-banner .admonition__heading').textContent()).toContain(title);
      expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      expect(await page.locator('head meta[name="keywords"]').getAttribute('content')).toBe('quiet');
      expect(await page.locator('.blog-main .pagination-nav').count()).toBe(0);
    }
    await page.goto(`${site.url}/blog/post-1`);
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(await page.locator('.unlisted-banner').count()).toBe(0);
    expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe('/blog/post-2');
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/blog/post-1<');
    expect(sitemap).not.toContain('unlisted-post');
  });

  it('puts every post in the feeds', async () => {
    const f = await feeds(site, '');
    expect(f.rssItems).toHaveLength(18);
    expect(f.atomEntries).toHaveLength(18);
    expect(f.json.items[17]!.url).toBe('https://entix.dev/blog/post-18');
  });
});
