import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { Browser } from 'playwright-core';
import { makeFixture, ROOT } from '../build/build-fixture.ts';
import { launchChromium } from '../../scripts/chromium.ts';

// `npm start` for a site configured with `base: '/entix/'`: pages, assets, links and search all
// live below the base on the dev server too, as they do in the build (deploy.test.ts).
const BASE = '/entix/';
let server: ViteDevServer;
let browser: Browser;
let origin: string;
beforeAll(async () => {
  process.env.ENTIX_CONTENT_DIR = makeFixture('dev-base');
  process.env.ENTIX_SITE_OVERRIDES = JSON.stringify({ base: BASE });
  server = await createServer({ configFile: join(ROOT, 'vite.config.ts'), server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  await server.listen();
  origin = new URL(server.resolvedUrls!.local[0]!).origin;
  browser = await launchChromium();
});
afterAll(async () => {
  delete process.env.ENTIX_CONTENT_DIR;
  delete process.env.ENTIX_SITE_OVERRIDES;
  await browser?.close();
  await server?.close();
});

describe('dev server below a base path', () => {
  it('serves a page whose assets, links and search resolve below the base, with no 404', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    const outside: string[] = [];
    page.on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
    page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
    page.on('request', (r) => {
      const u = new URL(r.url());
      // Vite's own client and module ids (/@vite/, /@id/, /node_modules/) are below the base too.
      if (u.origin === origin && !u.pathname.startsWith(BASE)) outside.push(u.pathname);
    });
    await page.goto(`${origin}${BASE}docs/guide/setup`);
    await page.locator('article h1', { hasText: 'Setup' }).waitFor({ timeout: 30_000 });

    const links = await page.locator('.doc-sidebar a[href], .navbar a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    const internal = links.filter((h) => h.startsWith('/'));
    expect(internal.length).toBeGreaterThan(2);
    // The home link is the base itself, `/entix`.
    expect(internal.filter((h) => !h.startsWith(BASE) && h !== BASE.slice(0, -1))).toEqual([]);

    // A sidebar link is a client navigation below the base.
    const other = page.locator(`.doc-sidebar a[href^="${BASE}docs/"]:not([href="${BASE}docs/guide/setup"])`).first();
    const href = (await other.getAttribute('href'))!;
    await other.click();
    await page.waitForURL(`${origin}${href}`);
    // The new page has arrived when its heading takes the focus (the old h1 stays until then).
    await page.waitForFunction(() => document.activeElement?.matches('#main-content h1'));

    const box = page.locator('.search-box__input');
    await box.fill('installer');
    const hit = page.locator('.search-panel .search-hit').first();
    await hit.waitFor();
    expect(await hit.getAttribute('href')).toMatch(new RegExp(`^${BASE}docs/`));
    expect(failed).toEqual([]);
    expect(outside).toEqual([]);
  });
});
