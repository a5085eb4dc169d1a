import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { APP_CHUNK as APP, hold, hydrated, newPage, openSite, type Site } from './harness.ts';

// Search when something is missing: the worker script, the index, the network, or the deploy the
// tab came from. Each failure is said in the box (or on the search page) and the next keystroke retries.
let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

const WORKER = /\/assets\/search\.worker-[\w-]+\.js$/;
const META_EN = /\/assets\/search-en-[\w-]{8}\.json$/;
const UNAVAILABLE = 'Search is unavailable right now. Type again to retry.';

const box = (page: Page) => page.locator('.search-box__input');
const error = (page: Page) => page.locator('.search-box .search-panel__error');
const hits = (page: Page) => page.locator('.search-panel .search-hit');

/** `before` routes requests from the start: the search worker may start at idle, before any typing. */
async function opened(path = '/docs', before?: (page: Page) => Promise<unknown>): Promise<Page> {
  const { page } = await newPage(site);
  await before?.(page);
  await page.goto(site.url + path);
  await hydrated(page);
  return page;
}

/** After the failure: repair the route, type one more character, and get suggestions. */
async function retries(page: Page, unroute: () => Promise<void>): Promise<void> {
  await unroute();
  await box(page).press('End');
  await box(page).pressSequentially('K');
  await hits(page).first().waitFor();
  expect(await error(page).count()).toBe(0);
}

describe('search failure states', () => {
  it('says so when the worker script answers 404, and retries on the next keystroke', async () => {
    const page = await opened('/docs', (p) => p.route(WORKER, (r) => r.fulfill({ status: 404, body: 'gone' })));
    await box(page).focus();
    await box(page).fill('delByU');
    await expect.poll(() => error(page).textContent()).toBe(UNAVAILABLE);
    expect(await error(page).getAttribute('role')).toBe('alert');
    await retries(page, () => page.unroute(WORKER));
  });

  it('says so when the index cannot load, and retries on the next keystroke', async () => {
    const page = await opened('/docs', (p) => p.route(META_EN, (r) => r.fulfill({ status: 500, body: '' })));
    await box(page).focus();
    await box(page).fill('delByU');
    await expect.poll(() => error(page).textContent()).toBe(UNAVAILABLE);
    await retries(page, () => page.unroute(META_EN));
  });

  it('says so when the manifest is missing from the page, and every keystroke settles', async () => {
    const { page } = await newPage(site);
    await page.route(`${site.url}/docs`, async (r) => {
      const res = await r.fetch();
      r.fulfill({ response: res, body: (await res.text()).replace(/<meta name="entix-search"[^>]*>/, '') });
    });
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await box(page).focus();
    await box(page).fill('delByU');
    await expect.poll(() => error(page).textContent()).toBe(UNAVAILABLE);
    await box(page).pressSequentially('K');
    await expect.poll(() => error(page).textContent()).toBe(UNAVAILABLE);
  });

  it('gives up on an index that never arrives instead of waiting for ever, then retries', async () => {
    const held: Route[] = [];
    const page = await opened('/docs', (p) => p.route(META_EN, (r) => { held.push(r); }));
    await box(page).focus();
    await box(page).fill('delByU');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    // No answer ever comes: the client's own time limit turns the wait into a message.
    await error(page).waitFor({ timeout: 30_000 });
    expect(await error(page).textContent()).toBe(UNAVAILABLE);
    await retries(page, () => page.unroute(META_EN));
  });

  it('says the reader is offline, in the box and on the search page, and recovers online', async () => {
    const page = await opened();
    await page.context().setOffline(true);
    await box(page).focus();
    await box(page).fill('delByU');
    await expect.poll(() => error(page).textContent()).toBe('You are offline, and search needs to download its index. Type again to retry.');
    // Back online, the suggestions come without another keystroke.
    await page.context().setOffline(false);
    await hits(page).first().waitFor();
    expect(await error(page).count()).toBe(0);

    const zh = await opened('/zh/search');
    await zh.context().setOffline(true);
    await zh.locator('.search-page__input').fill('事务');
    await expect.poll(() => zh.locator('.search-page__error').textContent()).toBe('当前处于离线状态，搜索需要联网下载索引。再次输入即可重试。');
    await zh.context().setOffline(false);
    await zh.locator('.search-page__input').pressSequentially('回滚');
    await zh.locator('.search-result').first().waitFor();
    expect(await zh.locator('.search-page__error').count()).toBe(0);
  });

  it('keeps a keystroke typed while a failed load is still being checked, and loads again', async () => {
    const PANEL = /\/assets\/SearchPanel-[\w-]+\.js$/;
    const page = await opened('/docs', (p) => p.route(PANEL, (r) => r.abort()));
    // The failure's check (was the site deployed again?) asks for the page: held until the keystroke is in.
    const checks: Route[] = [];
    await page.route(`${site.url}/docs`, (r) => { checks.push(r); });
    await box(page).focus();
    await box(page).fill('delByU');
    await expect.poll(() => checks.length).toBeGreaterThan(0);
    await page.unroute(PANEL);
    await box(page).press('End');
    await box(page).pressSequentially('K');
    for (const r of checks) await r.continue();
    await page.unroute(`${site.url}/docs`);
    await hits(page).first().waitFor();
    // The failure's message goes with the recovered load (it may leave a frame after the hits come).
    await error(page).waitFor({ state: 'detached' });
    expect(await box(page).inputValue()).toBe('delByUK');
  });

  it('says so on the search page when the index cannot load', async () => {
    const { page } = await newPage(site);
    await page.route(META_EN, (r) => r.fulfill({ status: 404, body: '' }));
    await page.goto(`${site.url}/search?q=cron`);
    await hydrated(page);
    await expect.poll(() => page.locator('.search-page__error').textContent()).toBe(UNAVAILABLE);
    expect(await page.locator('.search-page__count').count()).toBe(0);
  });
});

describe('a tab left open across a deploy', () => {
  it('loads the search page of the new deploy when its search chunks and files answer 404', async () => {
    const page = await opened('/docs');
    // The deploy replaced every hashed search file and chunk, and the page's HTML names new ones.
    await page.route(/\/assets\/(SearchPanel|client|search)[-.][^/]*$/, (r) => r.fulfill({ status: 404, body: '' }));
    await page.route(`${site.url}/docs`, async (r) => {
      const res = await r.fetch();
      r.fulfill({ response: res, body: (await res.text()).replace(/search-(en|zh)-/g, 'search-$1-new-') });
    });
    await box(page).focus();
    await box(page).fill('delByUK');
    await page.waitForURL(/\/search\?q=delByUK$/);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(`${site.url}/search?q=delByUK`);
  });

  it('says so at the box on a page not used yet, and Enter opens the search page with a full load', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs/quick-start`);
    await page.waitForLoadState('load');
    // Deployed again before the first use: every hashed file this page names is gone (the app, search's code and index).
    await page.route(/\/assets\//, (r) => r.fulfill({ status: 404, body: '' }));
    await box(page).click();
    await page.keyboard.type('transaction');
    await expect.poll(() => page.locator('#search-early .search-panel__error[role="alert"]').textContent()).toBe('Search could not load on this page. Press Enter to open the search page.');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=transaction$/);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name)).toBe(`${site.url}/search?q=transaction`);
  });

  it('says so at the box when the index alone is gone before the first use', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs/quick-start`);
    await page.waitForLoadState('load');
    // The app and search's code arrive (fetched ahead at idle before the deploy); the index does not, and the app is held.
    await page.route(/\/assets\/search-en-/, (r) => r.fulfill({ status: 404, body: '' }));
    const release = await hold(page, APP);
    await box(page).click();
    await page.keyboard.type('transaction');
    await expect.poll(() => page.locator('#search-early .search-panel__error').textContent()).toBe('Search could not load on this page. Press Enter to open the search page.');
    release();
  });
});
