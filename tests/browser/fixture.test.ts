import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { buildFixture, ROOT } from '../build/build-fixture.ts';
import { hold, hydrated, useSign, newPage, openSite, routeChunk, type Site, settled } from './harness.ts';

// The fixture site (tests/fixtures/basic) has a page that throws in the browser; it is built
// in development mode, where React reports every hydration mismatch.
let site: Site;
/** The content of each `<meta name=…>` in the head (several would be a bug). */
const headMeta = (page: Page, name: string) => page.locator(`head meta[name="${name}"]`).evaluateAll((els) => els.map((e) => e.getAttribute('content')));
beforeAll(async () => {
  const r = buildFixture(join(ROOT, 'tests/fixtures/basic'), join(ROOT, '.cache/fixtures/basic-dev-dist'), { MODE: 'development' });
  if (r.status !== 0) throw new Error(r.output);
  site = await openSite(r.outDir);
});
afterAll(async () => { await site?.close(); });

describe('fixture site (development build)', () => {
  it('hydrates every kind of page without a warning', { timeout: 240_000 }, async () => {
    // Each kind of page once, and a Chinese home and docs page (their text, dates and reading time differ).
    for (const path of ['/', '/zh/', '/docs', '/docs/guide/setup', '/zh/docs/guide/setup', '/docs/category/guide', '/markdown-page', '/docusaurus-page', '/docs/guide/tour', '/docs/guide/hidden', '/hidden-page', '/nope']) {
      const { page, problems } = await newPage(site);
      await page.goto(site.url + path);
      await hydrated(page);
      await settled(page);
      // The not-found page itself answers 404, which Chromium logs as a failed resource.
      const real = path === '/nope' ? problems.filter((p) => !p.includes('status of 404')) : problems;
      expect(real, path).toEqual([]);
      await page.context().close();
    }
  });

  it("hydrates a page with code of its own (a component, Docusaurus' BrowserOnly) at once, from its MDX: its browser part shows, its component answers", async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/docusaurus-page`);
    await page.locator('.browser-only').waitFor();
    await page.locator('.counter').click();
    await page.locator('.counter', { hasText: 'Pressed 1 times' }).waitFor();
    expect(await page.locator('.browser-only').textContent()).toBe('/docusaurus-page');
    expect(await page.locator('.browser-only-fallback').count()).toBe(0);
    expect(await page.locator('.toc-inline a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['#first-section', '#inner-section', '#second-section']);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("numbers a code block's lines from N as Docusaurus' showLineNumbers=N does, and only that block", async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/docs`);
    const numbered = page.locator('.code-block code[data-line-numbers]');
    expect(await numbered.count()).toBe(1);
    expect(await numbered.getAttribute('style')).toContain('counter-set: line 8');
    const before = (sel: string) => page.locator(sel).first().evaluate((el) => getComputedStyle(el, '::before').content);
    expect(await before('.code-block code[data-line-numbers] > [data-line]')).toBe('counter(line)');
    expect(await before('.code-block code:not([data-line-numbers]) > [data-line]')).toBe('none');
    // Generated content: not part of the code a reader copies.
    expect(await numbered.textContent()).toBe('const a = 1;\nconst b = 2;');
    expect(problems).toEqual([]);
  });

  it('shows a crash page with details and Try again, keeping the navbar', async () => {
    const { page } = await newPage(site);
    // Articles render from their MDX on client-side navigation (the first page shows its prerendered HTML).
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await page.locator('.doc-sidebar a[href="/docs/guide/crash"]').click();
    await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
    expect(await page.textContent('.error-page__details')).toContain('boom from the fixture');
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    expect(await page.locator('nav.navbar').count()).toBe(1);
    await page.goto(`${site.url}/zh/docs`);
    await hydrated(page);
    await page.locator('.doc-sidebar a[href="/zh/docs/guide/crash"]').click();
    await page.getByRole('heading', { name: '页面已崩溃。' }).waitFor();
    expect(await page.getByRole('button', { name: '重试' }).count()).toBe(1);
  });

  it('shows the progress bar only when a route takes longer than 200 ms', async () => {
    const { page } = await newPage(site);
    // The page's clock is ours: 200 ms pass when the test says so, however busy the machine is.
    await page.clock.install();
    // Installed before load: the sidebar link is in view, so its chunk is prefetched right after hydration.
    const release = await hold(page, `**${await routeChunk(site, '/docs/guide/setup')}`);
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __bars: number }).__bars = 0;
      new MutationObserver(() => { if (document.querySelector('.progress-bar')) (window as unknown as { __bars: number }).__bars++; }).observe(document.body, { childList: true, subtree: true });
    });
    // From here page time stands still except when the test moves it.
    // A busy machine can let more than the margin pass between reading the time and pausing: read it again.
    for (let paused = false; !paused;) {
      paused = await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10).then(() => true, (e: Error) => {
        if (!/past/.test(e.message)) throw e;
        return false;
      });
    }
    await page.locator('.doc-sidebar a[href="/docs/guide/setup"]').click();
    await page.locator('#main-content[aria-busy="true"]').waitFor();
    await page.clock.runFor(150);
    expect(await page.locator('.progress-bar').count()).toBe(0);
    await page.clock.runFor(100);
    await page.locator('.progress-bar').waitFor();
    release();
    await page.waitForURL('**/docs/guide/setup');
    await page.locator('article h1', { hasText: 'Setup' }).waitFor();
    await page.locator('.progress-bar').waitFor({ state: 'detached' });

    // A navigation that ends before 200 ms of page time have passed (page time only moves when the
    // test says so) shows no bar at all, not even once its timer would have run out.
    await page.evaluate(() => { (window as unknown as { __bars: number }).__bars = 0; });
    await page.locator('.doc-sidebar a[href="/docs/category/guide"]').click();
    await page.locator('article h1', { hasText: 'The guide' }).waitFor();
    await page.clock.runFor(500);
    expect(await page.evaluate(() => (window as unknown as { __bars: number }).__bars)).toBe(0);
  });

  it('shows Page Error with Retry when a chunk fails on navigation, reloading the target once; that page stays readable', async () => {
    const { page } = await newPage(site);
    // Installed before load: the sidebar link is in view, so its chunk is prefetched right after hydration.
    await page.route(`**${await routeChunk(site, '/docs/guide/setup')}`, (route) => route.abort());
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.locator('.doc-sidebar a[href="/docs/guide/setup"]').click();
    await page.waitForURL('**/docs/guide/setup');
    await expect.poll(() => loads.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    // The reloaded page is readable as HTML; its first use meets the failing chunk again and keeps it so.
    expect(await page.locator('article h1').textContent()).toBe('Setup');
    await useSign(page);
    await page.waitForSelector('html[data-app-failed]', { state: 'attached' });
    expect(await page.locator('article h1').textContent()).toBe('Setup');
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    expect(loads).toEqual([`${site.url}/docs/guide/setup`]);

    // In the app, a page whose chunk fails (and was reloaded once already) shows Page Error with Retry.
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await page.evaluate((url) => sessionStorage.setItem('entix:chunk-reload', JSON.stringify({ url, at: Date.now() })), `${site.url}/docs/guide/setup`);
    await page.locator('.doc-sidebar a[href="/docs/guide/setup"]').click();
    await page.getByRole('heading', { name: 'Page Error' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
  });

  it('follows a link to a dotted route (release-4.10) in the reader\'s locale, as a client navigation', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/zh/docs/guide/setup`);
    await hydrated(page);
    await page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
    const link = page.locator('article a', { hasText: '4.10 notes' });
    expect(await link.getAttribute('href')).toBe('/zh/docs/guide/release-4.10');
    await link.click();
    await page.waitForURL('**/zh/docs/guide/release-4.10');
    await page.locator('article h1', { hasText: 'Release 4.10' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  it("shows a doc's own options in the app: no frontmatter title with hide_title, its sidebar class, its keywords in the head until the next page", async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/docs/guide/tour`);
    await hydrated(page);
    expect(await page.locator('article h1').allTextContents()).toEqual(['Tour title in the body']);
    expect(await page.locator('.doc-sidebar li.sidebar-tour > a').getAttribute('href')).toBe('/docs/guide/tour');
    expect(await headMeta(page, 'keywords')).toEqual(['tour,walkthrough']);
    await page.locator('.doc-sidebar a[href="/docs/guide/setup"]').click();
    await page.waitForURL('**/docs/guide/setup');
    await page.locator('article h1', { hasText: 'Setup' }).waitFor();
    await expect.poll(() => headMeta(page, 'keywords')).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows an unlisted page reached by a link in the app with its banner, telling robots noindex; a listed page after it is indexed again', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/docs/guide/tour`);
    await hydrated(page);
    expect(await page.locator('.doc-sidebar a[href="/docs/guide/hidden"]').count()).toBe(0);
    await page.evaluate(() => { (window as unknown as { __marker: number }).__marker = 1; });
    await page.locator('article a', { hasText: 'hidden guide' }).click();
    await page.waitForURL('**/docs/guide/hidden');
    await page.locator('.unlisted-banner', { hasText: 'Unlisted page' }).waitFor();
    expect(await page.locator('.unlisted-banner').textContent()).toContain('only users having a direct link can access it');
    await expect.poll(() => headMeta(page, 'robots')).toEqual(['noindex, nofollow']);
    expect(await headMeta(page, 'keywords')).toEqual(['hidden']);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await page.locator('.doc-sidebar a[href="/docs/guide/setup"]').click();
    await page.waitForURL('**/docs/guide/setup');
    await page.locator('article h1', { hasText: 'Setup' }).waitFor();
    await expect.poll(() => headMeta(page, 'robots')).toEqual(['index, follow']);
    expect(await page.locator('.unlisted-banner').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('serves an English page at its zh route with a visible not-translated notice', async () => {
    const { page } = await newPage(site);
    const res = await page.goto(`${site.url}/zh/docs/guide/setup`);
    expect(res?.status()).toBe(200);
    const notice = page.locator('.untranslated');
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('本页尚未翻译');
    expect(await page.locator('article h1').textContent()).toBe('Setup');
    expect(await page.locator('.doc-sidebar a[aria-current="page"]').getAttribute('href')).toBe('/zh/docs/guide/setup');
  });
});
