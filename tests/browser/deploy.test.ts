import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildFixture, makeFixture } from '../build/build-fixture.ts';
import { hydrated, newPage, openSite, type Site } from './harness.ts';

// The basic fixture (plus a blog post) built with `base: '/entix/'` and served below /entix/, as
// a GitHub Pages project site is. site.url is the site's root: http://127.0.0.1:<port>/entix.
const BASE = '/entix/';
let site: Site;
let dist: string;
const read = (file: string) => readFileSync(`${dist}/${file}`, 'utf8');
beforeAll(async () => {
  const post = '---\ntitle: Hello\ndescription: The first post.\ndate: 2025-01-02\n---\n\nHello from the blog.\n';
  // File names with a space and with Chinese characters: written under their decoded folder names.
  const named = (title: string) => `---\ntitle: ${title}\n---\n\nA page named by its file.\n`;
  const r = buildFixture(makeFixture('deploy-base', { 'en/blog/2025-01-02-hello.md': post, 'en/docs/my page.md': named('My page'), 'en/docs/中文.md': named('Chinese name') }), undefined, { ENTIX_SITE_OVERRIDES: JSON.stringify({ base: BASE }) });
  if (r.status !== 0) throw new Error(r.output);
  dist = r.outDir;
  site = await openSite(dist, BASE);
});
afterAll(async () => { await site?.close(); });

describe('a site below a base path', () => {
  it('navigates, searches and switches language without leaving the base', async () => {
    const { page, problems } = await newPage(site);
    const origin = new URL(site.url).origin;
    const outside: string[] = [];
    page.on('request', (r) => { const u = new URL(r.url()); if (u.origin === origin && !u.pathname.startsWith(BASE)) outside.push(u.pathname); });
    await page.goto(`${site.url}/docs`);
    const setup = page.locator('.doc-sidebar a[href="/entix/docs/guide/setup"]');
    expect(await setup.count()).toBe(1);
    await hydrated(page);
    await setup.click();
    await page.waitForURL(`${site.url}/docs/guide/setup`);
    await page.getByRole('heading', { level: 1, name: 'Setup' }).waitFor();

    await page.keyboard.press('Control+k');
    await page.locator('.search-box__input').fill('installer');
    const hit = page.locator('.search-panel .search-hit').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toMatch(/^\/entix\/docs\/guide\/setup/);
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.search-box__input').fill('installer');
    await page.locator('.search-panel .search-hit').first().click();
    await page.waitForURL((u) => u.pathname === '/entix/docs/guide/setup');

    // The hit's #anchor scrolled the page down, which hides the navbar: a reader scrolls back up to reach the menu.
    await expect.poll(() => page.evaluate(() => (document.getElementById('install')?.getBoundingClientRect().top ?? 1e9) < window.innerHeight)).toBe(true);
    await expect.poll(() => page.evaluate(() => { window.scrollTo(0, 0); return document.querySelector('.navbar--hidden') === null; })).toBe(true);
    await page.locator('.locale-dropdown .dropdown__toggle').hover();
    await page.locator('.dropdown__link[lang="zh-CN"]').click();
    await page.waitForURL((u) => u.pathname === '/entix/zh/docs/guide/setup');
    await page.locator('.navbar__item', { hasText: '文档' }).waitFor();
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('answers a reload of a page whose file name has a space or Chinese characters, at the URL the sitemap lists', async () => {
    const { page, problems } = await newPage(site);
    const locs = [...read('sitemap.xml').matchAll(/<loc>https:\/\/entix\.dev\/entix(\/docs\/(?:my%20page|%E4%B8%AD%E6%96%87))<\/loc>/g)].map((m) => m[1]!);
    expect(locs.sort()).toEqual(['/docs/%E4%B8%AD%E6%96%87', '/docs/my%20page']);
    for (const [loc, title] of [[locs[0]!, 'Chinese name'], [locs[1]!, 'My page']] as const) {
      const res = await page.goto(site.url + loc);
      expect([res?.status(), await page.locator('h1').first().textContent()], loc).toEqual([200, title]);
      await page.reload();
      await hydrated(page);
      expect(await page.locator('h1').first().textContent(), loc).toBe(title);
    }
    expect(problems).toEqual([]);
  });

  it('answers unknown paths below /entix/zh/ with the Chinese 404', async () => {
    const res = await fetch(`${site.url}/zh/no/such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<h1>找不到页面</h1>');
  });

  it('puts the base into every absolute and site URL it writes', () => {
    const html = read('docs/guide/setup/index.html');
    expect(html).toContain('<link rel="canonical" href="https://entix.dev/entix/docs/guide/setup"');
    expect(html).toContain('<link rel="alternate" hreflang="zh-CN" href="https://entix.dev/entix/zh/docs/guide/setup"');
    expect(html).toContain('<meta property="og:image" content="https://entix.dev/entix/img/social-card.png"');
    expect(html).toMatch(/<script type="module" crossorigin src="\/entix\/assets\//);
    expect(html).toMatch(/&quot;index&quot;:&quot;\/entix\/assets\/search-en-/);
    expect(html).not.toMatch(/ (href|src)="\/(?!entix[/"])/);
    expect(read('blog/index.html')).toContain('type="application/rss+xml" href="/entix/blog/rss.xml"');
    expect(read('sitemap.xml')).toContain('<loc>https://entix.dev/entix/docs/guide/setup</loc>');
    expect(read('sitemap.xml')).not.toMatch(/<loc>https:\/\/entix\.dev\/(?!entix\/)/);
    expect(read('robots.txt')).toContain('Sitemap: https://entix.dev/entix/sitemap.xml');
    expect(read('blog/rss.xml')).toContain('<link>https://entix.dev/entix/blog/hello</link>');
  });
});

describe('root 404.html on a host with one 404 file', () => {
  for (const [path, lang, heading, title] of [
    ['/zh/no/such-page', 'zh-CN', '找不到页面', '找不到页面 | Entix'],
    ['/no/such-page', 'en', 'Page Not Found', 'Page Not Found | Entix'],
  ] as const) {
    it(`shows ${lang} at ${path} before any module script runs, and hydrates without a warning`, async () => {
      const { page, problems } = await newPage(site);
      const root404 = read('404.html');
      await page.route(`${site.url}${path}`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: root404 }));
      // No module script yet: what the reader sees is the HTML and its inline scripts.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/assets\/.*\.js$/, async (route) => { await held; await route.continue(); });
      await page.goto(site.url + path, { waitUntil: 'commit' });
      // Parsed ('interactive'), while the held module scripts keep DOMContentLoaded back.
      await page.waitForFunction(() => document.readyState !== 'loading');
      expect(await page.evaluate(() => [document.documentElement.lang, document.querySelector('h1')?.textContent, document.title, getComputedStyle(document.getElementById('root')!).visibility])).toEqual([lang, heading, title, 'visible']);
      release();
      await page.waitForLoadState('load');
      await hydrated(page);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
      await page.context().close();
    });
  }
});
