import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, newPage, openSite, routeChunk, type Site, settled } from './harness.ts';

let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

describe('prerendered docs pages', () => {
  it('carry their content, title, lang and description before any JavaScript runs', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.url}/zh/docs/quick-start`);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.title()).toMatch(/ \| Entix$/);
    expect(await page.locator('article h1').textContent()).toBeTruthy();
    expect(await page.locator('article pre').count()).toBeGreaterThan(0);
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy();
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
    expect(preloads.some((h) => h?.startsWith('/assets/p-'))).toBe(true);
    await context.close();
  });

  it('hydrate without warnings and navigate by sidebar without a full reload', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
    const link = page.locator('.doc-sidebar a[href="/docs/quick-start"]');
    await link.click();
    await page.waitForURL('**/docs/quick-start');
    await expect.poll(() => page.locator('.doc-sidebar [aria-current="page"]').getAttribute('href')).toBe('/docs/quick-start');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('switches language on the same page, keeping query and hash', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs/quick-start?x=1#top`);
    await hydrated(page);
    await page.locator('.locale-dropdown .dropdown__toggle').click();
    await page.locator('.dropdown__link[lang="zh-CN"]').click();
    await page.waitForURL('**/zh/docs/quick-start?x=1#top');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.locator('.navbar__link', { hasText: '博客' }).count()).toBe(1);
  });

  it('has a TOC, heading anchors with localized titles, and a skip link first', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/zh/docs/quick-start`);
    await hydrated(page);
    const first = await page.locator('.toc a').first().getAttribute('href');
    expect(first).toMatch(/^#/);
    const id = decodeURIComponent(first!.slice(1));
    const heading = page.locator(`[id="${id}"]`);
    expect(await heading.locator('.hash-link').getAttribute('title')).toMatch(/的直接链接$/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('跳到主要内容');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#main-content');
  });

  it('serves the not-found page with status 404 in both locales', async () => {
    const { page } = await newPage(site);
    const en = await page.goto(`${site.url}/docs/no-such-page`);
    expect(en?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    expect(await page.textContent('main')).toContain('let them know their link is broken');
    const zh = await page.goto(`${site.url}/zh/nope/deeper`);
    expect(zh?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('找不到页面');
  });

  it('shows generated category indexes with a card per child', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/zh/docs/category/fixed-api`);
    expect(await page.locator('article h1').textContent()).toBe('固定接口');
    expect(await page.locator('.cards .card').count()).toBeGreaterThanOrEqual(29);
  });

  it('loads the starting page\'s text once (from its HTML), with tabs and article links still working', async () => {
    const { page, problems } = await newPage(site);
    const pageChunk = await routeChunk(site, '/docs/api/fixed-api/get');
    const chunkCode = await (await fetch(site.url + pageChunk)).text();
    const contentChunk = /import\(`\.\/(c-[^`]+\.js)`\)/.exec(chunkCode)?.[1];
    expect(contentChunk).toBeTruthy();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site.url}/docs/api/fixed-api/get`);
    await hydrated(page);
    await settled(page);
    expect(requested).toContain(pageChunk);
    expect(requested).not.toContain(`/assets/${contentChunk}`);
    const tabs = page.locator('article .tabs').first();
    await tabs.locator('.tabs__tab').nth(1).click();
    expect(await tabs.locator('[role="tabpanel"]').nth(0).isHidden()).toBe(true);
    expect(await tabs.locator('[role="tabpanel"]').nth(1).isVisible()).toBe(true);
    await page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
    await page.locator('article a[href="/docs/api/error-code"]').first().click();
    await page.waitForURL('**/docs/api/error-code');
    await page.locator('article h1').filter({ hasText: /error/i }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('serves routes with $ in their names, the footer, and hand-written pages titled per locale', async () => {
    const { page } = await newPage(site);
    for (const [path, title] of [['/docs/api/magic-api/get$By$', 'get$By$'], ['/zh/docs/api/magic-api/get$By$', 'get$By$']]) {
      const res = await page.goto(site.url + path);
      expect(res?.status(), path).toBe(200);
      expect(await page.locator('article h1').textContent()).toBe(title);
    }
    expect(await page.locator('footer').textContent()).toContain('Copyright © 2025 Entix Labs');
    await page.goto(`${site.url}/zh/search`);
    expect(await page.title()).toBe('搜索文档 | Entix');
    await page.goto(`${site.url}/search`);
    expect(await page.title()).toBe('Search the documentation | Entix');
  });
});
