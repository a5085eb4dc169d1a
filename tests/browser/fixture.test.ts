import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { buildFixture, ROOT } from '../build/build-fixture.ts';
import { hydrated, newPage, openSite, routeChunk, type Site } from './harness.ts';

// The fixture site (tests/fixtures/basic) has a page that throws in the browser; it is built
// in development mode, where React reports every hydration mismatch.
let site: Site;
beforeAll(async () => {
  const r = buildFixture(join(ROOT, 'tests/fixtures/basic'), join(ROOT, '.cache/fixtures/basic-dev-dist'), { MODE: 'development' });
  if (r.status !== 0) throw new Error(r.output);
  site = await openSite(r.outDir);
});
afterAll(async () => { await site?.close(); });

describe('fixture site (development build)', () => {
  it('hydrates every kind of page without a warning', async () => {
    for (const path of ['/', '/zh/', '/docs', '/zh/docs', '/docs/guide/setup', '/zh/docs/guide/setup', '/docs/category/guide', '/markdown-page', '/nope']) {
      const { page, problems } = await newPage(site);
      await page.goto(site.url + path);
      await hydrated(page);
      await page.waitForTimeout(150);
      // The not-found page itself answers 404, which Chromium logs as a failed resource.
      const real = path === '/nope' ? problems.filter((p) => !p.includes('status of 404')) : problems;
      expect(real, path).toEqual([]);
      await page.context().close();
    }
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
    // Installed before load: the sidebar link is in view, so its chunk is prefetched right after hydration.
    await page.route(`**${await routeChunk(site, '/docs/guide/setup')}`, async (route) => { await new Promise((r) => setTimeout(r, 900)); await route.continue(); });
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await page.evaluate(() => {
      (window as unknown as { __bars: number }).__bars = 0;
      new MutationObserver(() => { if (document.querySelector('.progress-bar')) (window as unknown as { __bars: number }).__bars++; }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('.doc-sidebar a[href="/docs/guide/setup"]').click();
    await page.locator('.progress-bar').waitFor({ timeout: 5000 });
    await page.waitForURL('**/docs/guide/setup');
    await page.locator('article h1', { hasText: 'Setup' }).waitFor();
    expect(await page.locator('.progress-bar').count()).toBe(0);
    await page.evaluate(() => { (window as unknown as { __bars: number }).__bars = 0; });
    await page.locator('.doc-sidebar a[href="/docs/category/guide"]').click();
    await page.locator('article h1', { hasText: 'The guide' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __bars: number }).__bars)).toBe(0);
  });

  it('shows Page Error with Retry when a chunk fails, reloading the target once', async () => {
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
    // The reloaded page is readable as HTML; its first use loads the app, which meets the failing chunk again.
    expect(await page.locator('article h1').textContent()).toBe('Setup');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Page Error' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await page.waitForTimeout(1500);
    expect(loads).toEqual([`${site.url}/docs/guide/setup`]);
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
