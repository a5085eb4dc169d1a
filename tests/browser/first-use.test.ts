import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../src/shared/i18n/en.ts';
import zh from '../../src/shared/i18n/zh.ts';
import { APP_CHUNK, hold, hydrated, useSign, isHydrated, newPage, openSite, routeChunk, wheel, type Site } from './harness.ts';

// The first view is HTML, CSS and a small entry script; React and the router run on first use.
// Until then links are the browser's and every control answers from the boot script. Tests hold
// the app's chunk open (never a timer), so what they do happens before React is there.
let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

function scriptsLoaded(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname); });
  return seen;
}

const mark = (page: Page) => page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __marker?: number }).__marker);
const theme = (page: Page) => page.getAttribute('html', 'data-theme');
/** Where the page's "Next" link goes. */
const nextPath = async (page: Page) => new URL((await page.locator('.pagination-nav__link--next').getAttribute('href'))!, site.url).pathname;

describe('first view and first use', () => {
  it('runs no React for a first view that is only read, fetches the app and the index meta file when idle, and runs it on the first sign of use, not a pointer passing over', async () => {
    const { page, problems } = await newPage(site);
    const scripts = scriptsLoaded(page);
    const appFetched = page.waitForRequest((r) => /\/assets\/main-[^/]+\.js$/.test(r.url()));
    const metaFetched = page.waitForRequest(/\/assets\/search-en-[\w-]{8}\.json$/);
    await page.goto(`${site.url}/docs/api/fixed-api/select`);
    await appFetched;
    await metaFetched;
    expect(await page.locator('link[rel="prefetch"][href*="/assets/main-"]').count()).toBe(1);
    expect(await page.locator('article h1').textContent()).toBeTruthy();
    expect(await isHydrated(page)).toBe(false);
    expect(scripts.some((s) => /\/assets\/p-/.test(s))).toBe(true);
    // A pointer crossing the article: the app is there to run, but nothing starts it until an idle period has passed twice.
    await page.mouse.move(700, 300);
    await page.mouse.move(720, 420, { steps: 5 });
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => requestIdleCallback(r))));
    expect(await isHydrated(page)).toBe(false);
    await hydrated(page);
    expect(problems).toEqual([]);
  });

  it('brings no UI strings in the first view: each language\'s come with the app', async () => {
    const { page } = await newPage(site);
    const release = await hold(page, APP_CHUNK);
    const bodies: Promise<string>[] = [];
    page.on('response', (r) => { if (r.request().resourceType() === 'script' && r.url().startsWith(site.url)) bodies.push(r.text()); });
    await page.goto(`${site.url}/zh/`);
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r)));
    const code = (await Promise.all(bodies)).join('\n');
    // The entry and the chunks it preloads, at the least.
    expect(bodies.length).toBeGreaterThanOrEqual(3);
    // Phrases: a short word (文档, Docs) may also be a label of the site config.
    const strings = [...Object.values(zh).filter((v) => (v.match(/\p{Script=Han}/gu) ?? []).length >= 5), ...Object.values(en).filter((v) => v.split(' ').length >= 3)];
    expect(strings.length).toBeGreaterThan(50);
    expect(strings.filter((v) => code.includes(v))).toEqual([]);
    release();
  });

  it('hydrates at once when the URL has a query the page may read, and on the search page', async () => {
    for (const path of ['/docs/quick-start?x=1', '/zh/search']) {
      const { page } = await newPage(site);
      await page.goto(`${site.url}${path}`);
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    }
  });

  it('swaps in a sidebar link\'s page at once while the app is not there (even if it never arrives)', async () => {
    const { page, problems } = await newPage(site);
    await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/api/specification`);
    await mark(page);
    await page.locator('.doc-sidebar a[href="/docs/quick-start"]').click();
    await page.waitForURL('**/docs/quick-start');
    await page.locator('article h1', { hasText: 'Quick start' }).waitFor();
    // The same document: no reload, the page's head, focus and announcement as after a navigation.
    expect(await marked(page)).toBe(1);
    expect(await page.title()).toBe('Quick start | Entix');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/docs\/quick-start$/);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.locator('#entix-announcer').textContent()).toBe('Quick start | Entix');
    expect(await page.locator('.doc-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/docs/quick-start');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Back before the app: the browser loads the page of that entry.
    await page.goBack();
    await page.locator('article h1', { hasText: 'API specification' }).waitFor();
    expect(await marked(page)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('hydrates the swapped-in page when the app arrives, then navigates in the app', async () => {
    const { page, problems } = await newPage(site);
    const release = await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/zh/docs/api/specification`);
    await mark(page);
    await page.locator('.doc-sidebar a[href="/zh/docs/api/error-code"]').click();
    await page.waitForURL('**/zh/docs/api/error-code');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    release();
    await hydrated(page);
    expect(await page.locator('.doc-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/zh/docs/api/error-code');
    await page.locator('.doc-sidebar a[href="/zh/docs/quick-start"]').click();
    await page.waitForURL('**/zh/docs/quick-start');
    await page.locator('.doc-sidebar a[aria-current="page"][href="/zh/docs/quick-start"]').waitFor();
    expect(await marked(page)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('swaps in the page of a link followed while the app waits for its route chunk, then hydrates that page', async () => {
    const { page, problems } = await newPage(site);
    const from = '/docs/getting-started/configuration';
    const release = await hold(page, `**${await routeChunk(site, from)}`);
    await page.goto(`${site.url}${from}`);
    await mark(page);
    const next = page.locator('.pagination-nav__link--next');
    const to = await nextPath(page);
    // The press starts the app; it is then held where it waits for this page's route chunk.
    await page.locator('.color-mode-toggle').click();
    const mode = await theme(page);
    await page.waitForFunction(() => performance.getEntriesByName('entix:route-chunks').length > 0);
    await next.click();
    await page.waitForURL(`**${to}`);
    expect(await marked(page)).toBe(1);
    expect(await page.evaluate(() => [document.activeElement?.tagName, scrollY])).toEqual(['H1', 0]);
    const title = await page.locator('article h1').textContent();
    release();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    expect(await page.locator('article h1').textContent()).toBe(title);
    expect(await page.locator('.doc-sidebar a[aria-current="page"]').getAttribute('href')).toBe(to);
    expect(await theme(page)).toBe(mode);
    // The app's router now takes links.
    await page.locator(`.doc-sidebar a[href="${from}"]`).click();
    await page.waitForURL(`**${from}`);
    await page.locator('.doc-sidebar a[aria-current="page"]', { hasText: 'Configuration' }).waitFor();
    expect(await marked(page)).toBe(1);
    expect(problems).toEqual([]);
  });

  it('navigates in the app, not with a new document, when a link is followed while React hydrates', async () => {
    const { page, problems } = await newPage(site);
    // "Next" is clicked as soon as hydration has begun: React has the page but has not hydrated it yet.
    await page.addInitScript(() => {
      const original = performance.mark.bind(performance);
      performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
        if (name === 'entix:hydrate') queueMicrotask(() => document.querySelector<HTMLElement>('.pagination-nav__link--next')!.click());
        return original(name, options);
      }) as typeof performance.mark;
    });
    await page.goto(`${site.url}/docs/getting-started/configuration`);
    await mark(page);
    const to = await nextPath(page);
    await page.locator('.color-mode-toggle').click();
    await page.waitForURL(`**${to}`);
    await page.locator(`.doc-sidebar a[aria-current="page"][href="${to}"]`).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await marked(page)).toBe(1);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keeps the reader\'s place when the app starts after they scrolled', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/docs/getting-started/configuration`);
    await wheel(page, 1500);
    // Scrolled, and still (a smooth scroll may go on for a few frames).
    await page.waitForFunction(() => new Promise<boolean>((done) => { const y = scrollY; requestAnimationFrame(() => requestAnimationFrame(() => done(y > 1000 && scrollY === y))); }));
    const before = await page.evaluate(() => scrollY);
    expect(await isHydrated(page)).toBe(false);
    await hydrated(page);
    expect(await page.evaluate(() => scrollY)).toBe(before);
    expect(problems).toEqual([]);
  });

  it('falls back to the browser\'s navigation when the page cannot be fetched', async () => {
    const { page } = await newPage(site);
    await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/api/specification`);
    await mark(page);
    // The fetch fails once (as offline would); the browser's own request then gets the page.
    let failed = false;
    await page.route('**/docs/api/error-code', (route) => {
      if (failed || route.request().resourceType() === 'document') return route.continue();
      failed = true;
      return route.abort();
    });
    await page.locator('.doc-sidebar a[href="/docs/api/error-code"]').click();
    await page.waitForURL('**/docs/api/error-code');
    await page.locator('article h1', { hasText: 'Error codes' }).waitFor();
    expect(failed).toBe(true);
    expect(await marked(page)).toBeUndefined();
  });

  it('stays on the page and says so when a link is followed offline before the app runs', async () => {
    const { page } = await newPage(site);
    await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/api/specification`);
    await mark(page);
    await page.context().setOffline(true);
    const link = page.locator('.doc-sidebar a[href="/docs/api/error-code"]');
    await link.click();
    const notice = page.locator('#entix-boot-notice[role="alert"]');
    await expect.poll(() => notice.textContent()).toBe(en['error.offline']);
    expect(new URL(page.url()).pathname).toBe('/docs/api/specification');
    expect(await marked(page)).toBe(1);
    // Back online, the notice goes and the same link opens its page.
    await page.context().setOffline(false);
    await notice.waitFor({ state: 'detached' });
    await link.click();
    await page.locator('article h1', { hasText: 'Error codes' }).waitFor();
    expect(await marked(page)).toBe(1);
  });

  it('says so in Chinese on a Chinese page', async () => {
    const { page } = await newPage(site);
    await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/zh/docs/api/specification`);
    await page.context().setOffline(true);
    await page.locator('.doc-sidebar a[href="/zh/docs/api/error-code"]').click();
    await expect.poll(() => page.locator('#entix-boot-notice').textContent()).toBe(zh['error.offline']);
  });

  it('never lands on the browser\'s offline page when a link is followed offline after the app runs', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs/api/specification`);
    await hydrated(page);
    await mark(page);
    await page.context().setOffline(true);
    // The sidebar's last link, below the viewport and never hovered: its route chunk was not fetched ahead.
    await page.locator('.doc-sidebar a[href="/docs/changelog"]').click();
    await expect.poll(() => page.locator('.error-page[role="alert"] p').textContent()).toBe(en['error.offline']);
    expect(await marked(page)).toBe(1);
    // Back online, the page loads.
    await page.context().setOffline(false);
    await page.waitForURL('**/docs/changelog');
    await page.locator('article h1').waitFor();
    expect(await page.locator('.error-page').count()).toBe(0);
  });

  it('keeps query and hash when the language is switched before the app is ready', async () => {
    const { page } = await newPage(site);
    await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/quick-start#top`);
    await page.locator('.locale-dropdown .dropdown__toggle').hover();
    await page.locator('.dropdown__link[lang="zh-CN"]').click();
    await page.waitForURL('**/zh/docs/quick-start#top');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
  });

  it('toggles the colour before the app exists, from the stored choice, and the app agrees once it runs', async () => {
    const { page } = await newPage(site);
    await page.addInitScript(() => { if (!sessionStorage.getItem('seeded')) { sessionStorage.setItem('seeded', '1'); localStorage.setItem('entix:theme', 'dark'); } });
    const release = await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/quick-start`);
    expect(await theme(page)).toBe('dark');
    await page.locator('.color-mode-toggle').click();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('entix:theme'))).toBe('light');
    expect(await page.locator('.color-mode-toggle').getAttribute('data-mode')).toBe('light');
    release();
    await hydrated(page);
    await page.locator('.color-mode-toggle').click();
    expect(await theme(page)).toBe('dark');
  });

  it('focuses the search box on Ctrl+K at once and loses no keystroke typed before the app is there', async () => {
    const { page } = await newPage(site);
    const release = await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/zh/docs/quick-start`);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('install', { delay: 30 });
    expect(await page.locator('.search-box__input').inputValue()).toBe('install');
    expect(await isHydrated(page)).toBe(false);
    release();
    await page.locator('#search-suggestions').waitFor();
    expect(await page.locator('.search-box__input').inputValue()).toBe('install');
  });

  it('answers tabs, copy, the mobile menu and the announcement before the app exists', async () => {
    const { page, problems } = await newPage(site, { width: 400, height: 800, permissions: ['clipboard-read', 'clipboard-write'] });
    await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/api/specification`);

    const tabs = page.locator('.tabs').first();
    const second = tabs.locator('.tabs__tab').nth(1);
    await second.click();
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await tabs.locator('[role="tabpanel"]').nth(1).isVisible()).toBe(true);
    expect(await tabs.locator('[role="tabpanel"]').nth(0).isVisible()).toBe(false);

    const copy = page.locator('.code-block__copy').first();
    await copy.click();
    await expect.poll(() => copy.textContent()).toBe('✓');
    const code = await page.locator('.code-block pre').first().innerText();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.replace(/\n$/, ''));

    const menu = page.locator('.mobile-menu');
    await page.locator('.navbar__toggle').click();
    await page.getByRole('dialog').waitFor();
    expect(await page.locator('.drawer__sidebar a[aria-current="page"]').getAttribute('href')).toBe('/docs/api/specification');
    await page.keyboard.press('Escape');
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);

    await page.locator('.announcement-bar__close').click();
    expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
    expect(await isHydrated(page)).toBe(false);
    expect(problems).toEqual([]);
  });

  it('keeps the page readable and its controls working when the app cannot load', async () => {
    const { page } = await newPage(site);
    await page.route(APP_CHUNK, (route) => route.abort());
    await page.goto(`${site.url}/docs/api/specification`);
    await useSign(page);
    await page.waitForSelector('html[data-app-failed]', { state: 'attached' });
    expect(await page.locator('article h1').isVisible()).toBe(true);
    const tab = page.locator('.tabs__tab').nth(1);
    await tab.click();
    expect(await tab.getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the prerendered article, not an error page, when the route chunk fails at boot', async () => {
    const { page } = await newPage(site);
    await page.route(`**${await routeChunk(site, '/docs/quick-start')}`, (route) => route.abort());
    await page.goto(`${site.url}/docs/quick-start`);
    await useSign(page);
    await page.waitForSelector('html[data-app-failed]', { state: 'attached' });
    expect(await page.locator('article h1').textContent()).toBe('Quick start');
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    expect(await isHydrated(page)).toBe(false);
  });
});
