import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { makeFixture, ROOT } from '../build/build-fixture.ts';
import { launchChromium } from '../../scripts/chromium.ts';

// `npm start`: the dev server renders content pages and applies content edits without a restart.
let server: ViteDevServer;
let browser: Browser;
let url: string;
let dir: string;
beforeAll(async () => {
  dir = makeFixture('dev-hmr');
  process.env.ENTIX_CONTENT_DIR = dir;
  server = await createServer({ configFile: join(ROOT, 'vite.config.ts'), server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  await server.listen();
  url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  browser = await launchChromium();
});
afterAll(async () => {
  delete process.env.ENTIX_CONTENT_DIR;
  await browser?.close();
  await server?.close();
});

/** A page open on the dev server, rendered and connected to HMR (Vite's client says so on the console). */
async function open(path: string, h1: string): Promise<Page> {
  const page = await browser.newPage();
  const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 30_000 });
  await page.goto(`${url}${path}`);
  await page.locator('article h1', { hasText: h1 }).waitFor({ timeout: 30_000 });
  await connected;
  // Survives HMR, not a reload.
  await page.evaluate(() => { (window as unknown as { __kept: number }).__kept = 1; });
  return page;
}
const kept = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: number }).__kept);
/** The box, once a search for a word of the fixture has shown hits. */
async function searchInstaller(page: Page) {
  const box = page.locator('.search-box__input');
  await box.fill('installer');
  await expect.poll(() => page.locator('.search-hit').count(), { timeout: 15_000 }).toBeGreaterThan(0);
  return box;
}

const edit = (rel: string, change: (text: string) => string) => writeFileSync(join(dir, rel), change(readFileSync(join(dir, rel), 'utf8')));

describe('dev server', () => {
  it('renders a docs page with its TOC, hot-updates a body edit in place, and a new heading in the TOC', async () => {
    const page = await open('/docs/guide/setup', 'Setup');
    await expect.poll(() => page.locator('.toc a').count(), { timeout: 10_000 }).toBe(2);
    edit('en/docs/guide/setup.md', (t) => t.replace('Run the installer.', 'Run the new installer.'));
    await page.locator('text=Run the new installer.').waitFor({ timeout: 15_000 });
    expect(await kept(page)).toBe(1);
    edit('en/docs/guide/setup.md', (t) => `${t}\n## Verify\n\nCheck it.\n`);
    await page.locator('.toc a', { hasText: 'Verify' }).waitFor({ timeout: 15_000 });
    await page.locator('article h2', { hasText: 'Verify' }).waitFor({ timeout: 15_000 });
    expect(await kept(page)).toBe(1);
  });

  it('updates the sidebar and the heading on a title change, without a reload', async () => {
    const page = await open('/docs/guide/setup', 'Setup');
    edit('en/docs/guide/setup.md', (t) => t.replace('title: Setup', 'title: Setting up'));
    await page.locator('article h1', { hasText: 'Setting up' }).waitFor({ timeout: 15_000 });
    await page.locator('.doc-sidebar a', { hasText: 'Setting up' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.doc-sidebar a', { hasText: /^Setup$/ }).count()).toBe(0);
    expect(await kept(page)).toBe(1);
  });

  it('shows a new page in the sidebar and serves it, without a restart', async () => {
    const page = await open('/docs/guide/setup', 'Setting up');
    writeFileSync(join(dir, 'en/docs/guide/deploy.md'), '---\ntitle: Deploying\nsidebar_position: 2\n---\n\nShip the build.\n');
    const link = page.locator('.doc-sidebar a', { hasText: 'Deploying' });
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await page.locator('article h1', { hasText: 'Deploying' }).waitFor({ timeout: 15_000 });
    await page.locator('text=Ship the build.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/docs/guide/deploy');
  });

  it('searches in dev, and a content edit changes the shown results without a restart', async () => {
    const page = await open('/docs', 'Fixture introduction');
    const box = await searchInstaller(page);
    await box.fill('zanzibar');
    await page.locator('.search-panel__empty').waitFor({ timeout: 15_000 });
    edit('en/docs/guide/setup.md', (t) => `${t}\n## Islands\n\nShip it to Zanzibar.\n`);
    // The client re-runs the shown query when the index changes.
    await page.locator('.search-hit').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.search-hit__title').first().textContent()).toContain('Setting up');
  });

  it('finds what was edited while no search was open, at the next search', async () => {
    // The page asks for the new index at its next search, not at each edit; the server builds it off its thread.
    const page = await open('/docs/guide/setup', 'Setting up');
    const box = await searchInstaller(page);
    await box.press('Escape');
    await box.press('Escape');
    await box.blur();
    edit('en/docs/guide/setup.md', (t) => `${t}\n## Lagoons\n\nShip it to Tuvalu.\n`);
    await page.locator('text=Ship it to Tuvalu.').first().waitFor({ timeout: 15_000 });
    await box.fill('tuvalu');
    await page.locator('.search-hit').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('.search-hit__title').first().textContent()).toContain('Setting up');
  });
  it('shows a frontmatter error the build rejects in the overlay at its file and line, and the page again once fixed', async () => {
    // 'Setup', or 'Setting up' after the title test.
    const page = await open('/docs/guide/setup', 'Set');
    edit('en/docs/guide/setup.md', (t) => t.replace('sidebar_position: 1', 'sidebar_position: "abc"'));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ timeout: 15_000 });
    const text = await overlay.evaluate((el) => el.shadowRoot?.textContent ?? '');
    expect(text).toMatch(/en\/docs\/guide\/setup\.md:4:19: frontmatter "sidebar_position" must be a number, not the text "abc": write the number without quotes/);
    edit('en/docs/guide/setup.md', (t) => t.replace('sidebar_position: "abc"', 'sidebar_position: 1'));
    await overlay.waitFor({ state: 'detached', timeout: 15_000 });
    await page.locator('article h1', { hasText: 'Set' }).waitFor({ timeout: 15_000 });
  });
});

// `npm start` for a site configured with `base: '/entix/'`: pages, assets, links and search all
// live below the base on the dev server too, as they do in the build (deploy.test.ts).
describe('dev server below a base path', () => {
  // After the first server's tests (its server idles): two dev servers starting at once would
  // both optimize dependencies, and the suite runs two test files at a time already.
  const BASE = '/entix/';
  let baseServer: ViteDevServer;
  let origin: string;
  beforeAll(async () => {
    process.env.ENTIX_CONTENT_DIR = makeFixture('dev-base');
    process.env.ENTIX_SITE_OVERRIDES = JSON.stringify({ base: BASE });
    baseServer = await createServer({ configFile: join(ROOT, 'vite.config.ts'), server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
    await baseServer.listen();
    origin = new URL(baseServer.resolvedUrls!.local[0]!).origin;
  });
  afterAll(async () => {
    delete process.env.ENTIX_SITE_OVERRIDES;
    await baseServer?.close();
  });
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
