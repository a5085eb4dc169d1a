import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_CHUNK, hold, hydrated, newPage, openSite, routeChunk, type Site } from './harness.ts';

// What every client-side navigation does besides showing the page: scroll, focus, announce, lang.
let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return el ? `${el.tagName.toLowerCase()}:${el.textContent?.trim().slice(0, 60)}` : '';
});

describe('client-side navigation', () => {
  it('opens "Next" at the top, focuses the new heading, announces the title; Back restores the position', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/docs/api/specification`);
    await hydrated(page);
    const next = page.locator('.pagination-nav__link--next');
    await next.scrollIntoViewIfNeeded();
    const leftAt = await scrollY(page);
    expect(leftAt).toBeGreaterThan(1000);
    const href = await next.getAttribute('href');
    const before = await page.locator('article h1').textContent();
    await next.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('article h1').textContent()).not.toBe(before);
    const title = await page.locator('article h1').textContent();
    await expect.poll(() => focused(page)).toBe(`h1:${title}`);
    expect(await scrollY(page)).toBe(0);
    await expect.poll(() => page.locator('#entix-announcer').textContent()).toBe(await page.title());
    expect(await page.isVisible('[data-hydrated] .progress-bar')).toBe(false);

    await page.goBack();
    await page.waitForURL('**/docs/api/specification');
    await expect.poll(() => scrollY(page)).toBe(leftAt);
    expect(problems).toEqual([]);
  });

  it('scrolls a #anchor link into view below the sticky navbar', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs/quick-start`);
    await hydrated(page);
    const link = page.locator('.toc a').nth(2);
    const id = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]!);
    await link.click();
    await page.waitForURL(`**#${encodeURIComponent(id)}`);
    const navbar = await page.locator('nav.navbar').evaluate((n) => n.getBoundingClientRect().height);
    await expect.poll(() => page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top), id)).toBeGreaterThanOrEqual(Math.floor(navbar));
    expect(await scrollY(page)).toBeGreaterThan(0);
  });

  it('sets <html lang> and dir when the language dropdown switches zh → en in the app', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/zh/docs/quick-start`);
    await hydrated(page);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    await page.locator('.locale-dropdown .dropdown__toggle').hover();
    await page.locator('.dropdown__link[lang="en"]').click();
    await page.waitForURL(/\/docs\/quick-start$/);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await expect.poll(() => page.title()).toBe('Quick start | Entix');
  });

  it('works as plain HTML with Tab and Enter before the app is there', async () => {
    const { page } = await newPage(site);
    await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/quick-start`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^a:/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main-content');
    await page.locator('.doc-sidebar a[href="/docs/introduction"], .doc-sidebar a[href="/docs"]').first().focus();
    const target = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${target}`);
    await page.locator('article h1').waitFor();
  });

  it('leaves the focus in the search box when the reader starts typing while the next page loads', async () => {
    const { page, problems } = await newPage(site);
    // Whatever page comes after the quick start in the sidebar (content decides).
    const start = await (await fetch(`${site.url}/docs/quick-start`)).text();
    const target = /<a[^>]*pagination-nav__link--next[^>]*href="([^"]+)"/.exec(start)![1]!;
    const title = /<a[^>]*pagination-nav__link--next[^>]*>.*?<span>(.*?) »<\/span>/.exec(start)![1]!.replace(/<!--.*?-->/g, '');
    // The next page's chunk stays on its way until the reader has typed.
    const chunk = await routeChunk(site, target);
    const release = await hold(page, `**${chunk}`);
    // Asked for at idle, on hover or on the click: either way, held.
    const asked = page.waitForRequest((r) => r.url().endsWith(chunk), { timeout: 0 });
    await page.goto(`${site.url}/docs/quick-start`);
    await hydrated(page);
    await page.locator('.pagination-nav__link--next').click();
    await asked;
    const box = page.locator('.search-box__input');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('transaction');
    release();
    await page.waitForURL(`**${target}`);
    await page.locator('article h1', { hasText: title }).waitFor();
    await page.locator('.search-panel .search-hit').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('search-box__input');
    expect(await box.inputValue()).toBe('transaction');
    expect(problems).toEqual([]);
  });
});
