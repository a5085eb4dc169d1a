import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, isHydrated, newPage, openSite, type Site } from './harness.ts';

// The first view is HTML, CSS and a small entry script; React and the router load on first use.
let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

const APP_CHUNK = '**/assets/main-*.js';

/** Holds the app chunk back, so that what the reader does first happens before React is there. */
async function delayApp(page: Page, ms = 700): Promise<void> {
  await page.route(APP_CHUNK, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

function scriptsLoaded(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname); });
  return seen;
}

const mark = (page: Page) => page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);

describe('hydration on first use', () => {
  it('loads no React for a first view that is only read, and all of it on the first pointer move', async () => {
    const { page, problems } = await newPage(site);
    const scripts = scriptsLoaded(page);
    await page.goto(`${site.url}/docs/api/fixed-api/select`, { waitUntil: 'networkidle' });
    expect(await page.locator('article h1').textContent()).toBeTruthy();
    expect(await isHydrated(page)).toBe(false);
    expect(scripts.some((s) => /\/(main|react|routes)-/.test(s))).toBe(false);
    expect(scripts.some((s) => /\/assets\/p-/.test(s))).toBe(true);
    await hydrated(page);
    expect(scripts.some((s) => /\/main-/.test(s))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('hydrates at once when the URL has a query the page may read, and on the search page', async () => {
    for (const path of ['/docs/quick-start?x=1', '/zh/search']) {
      const { page } = await newPage(site);
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    }
  });

  it('turns a sidebar click made before the app is ready into a client-side navigation', async () => {
    const { page, problems } = await newPage(site);
    await delayApp(page);
    await page.goto(`${site.url}/docs`);
    await mark(page);
    await page.locator('.doc-sidebar a[href="/docs/quick-start"]').click();
    await page.waitForURL('**/docs/quick-start');
    await expect.poll(() => page.locator('.doc-sidebar [aria-current="page"]').getAttribute('href')).toBe('/docs/quick-start');
    expect(await marked(page)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('keeps the hash when the language is switched before the app is ready', async () => {
    const { page } = await newPage(site);
    await delayApp(page);
    await page.goto(`${site.url}/docs/quick-start#top`);
    await page.locator('.dropdown__toggle').hover();
    await page.locator('.dropdown__link[lang="zh-CN"]').click();
    await page.waitForURL('**/zh/docs/quick-start#top');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('zh-CN');
  });

  it('replays a click on the colour toggle against the stored choice, not the prerendered default', async () => {
    const { page } = await newPage(site);
    await page.addInitScript(() => localStorage.setItem('entix:theme', 'dark'));
    await delayApp(page);
    await page.goto(`${site.url}/docs/quick-start`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await page.locator('.color-mode-toggle').click();
    await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('entix:theme'))).toBe('light');
  });

  it('replays a button click and Ctrl+K made before the app is ready', async () => {
    const { page } = await newPage(site);
    await delayApp(page);
    await page.goto(`${site.url}/zh/docs/quick-start`);
    const before = await page.getAttribute('html', 'data-theme');
    await page.locator('.color-mode-toggle').click();
    await expect.poll(() => page.getAttribute('html', 'data-theme')).not.toBe(before);

    const { page: second } = await newPage(site);
    await delayApp(second);
    await second.goto(`${site.url}/zh/docs/quick-start`);
    await second.keyboard.press('Control+K');
    await expect.poll(() => second.evaluate(() => document.activeElement?.classList.contains('search-box__input'))).toBe(true);
  });

  it('keeps a query typed into the search box before the app is ready', async () => {
    const { page } = await newPage(site);
    await delayApp(page);
    await page.goto(`${site.url}/docs`);
    await page.locator('.search-box__input').fill('select');
    expect(await isHydrated(page)).toBe(false);
    await page.locator('#search-suggestions').waitFor();
    expect(await page.locator('.search-box__input').inputValue()).toBe('select');
  });

  it('follows a held link with a full load when the app cannot load', async () => {
    const { page } = await newPage(site);
    await page.route(APP_CHUNK, (route) => route.abort());
    await page.goto(`${site.url}/docs`);
    await mark(page);
    await page.locator('.doc-sidebar a[href="/docs/quick-start"]').click();
    await page.waitForURL('**/docs/quick-start');
    await page.locator('article h1').waitFor();
    expect(await marked(page)).toBeUndefined();
  });
});
