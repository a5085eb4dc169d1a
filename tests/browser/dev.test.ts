import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import type { Browser } from 'playwright-core';
import { makeFixture, ROOT } from '../build/build-fixture.ts';
import { launchChromium } from '../../scripts/chromium.ts';

// `npm start`: the dev server renders content pages and applies MDX edits without a restart.
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

describe('dev server', () => {
  it('renders a docs page with its TOC, hot-updates a body edit in place and reloads for a new heading', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/docs/guide/setup`);
    await page.locator('article h1', { hasText: 'Setup' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.toc a').count(), { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(1000);
    const file = join(dir, 'en/docs/guide/setup.md');
    const original = readFileSync(file, 'utf8');
    await page.evaluate(() => { (window as unknown as { __kept: number }).__kept = 1; });
    writeFileSync(file, original.replace('Run the installer.', 'Run the new installer.'));
    await page.locator('text=Run the new installer.').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { __kept?: number }).__kept)).toBe(1);
    writeFileSync(file, `${original}\n## Verify\n\nCheck it.\n`);
    await page.locator('.toc a', { hasText: 'Verify' }).waitFor({ timeout: 15_000 });
  });

  it('searches in dev, and a content edit changes the results without a restart', async () => {
    const page = await browser.newPage();
    await page.goto(`${url}/docs`);
    await page.locator('article h1').waitFor({ timeout: 30_000 });
    const box = page.locator('.search-box__input');
    await box.fill('installer');
    await expect.poll(() => page.locator('.search-hit').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await box.fill('zanzibar');
    await page.locator('.search-panel__empty').waitFor({ timeout: 15_000 });
    const file = join(dir, 'en/docs/guide/setup.md');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n## Islands\n\nShip it to Zanzibar.\n`);
    await page.waitForTimeout(1500);
    await box.fill('');
    await box.fill('zanzibar');
    await expect.poll(() => page.locator('.search-hit').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('.search-hit__title').first().textContent()).toContain('Setup');
  });
});
