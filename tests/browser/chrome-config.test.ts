import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { buildFixture, ROOT } from '../build/build-fixture.ts';
import { hydrated, wheel, newPage, openSite, type Site, settled } from './harness.ts';

// The fixture site built for production with another site config: no analytics id, and the
// colour mode following the system (light → dark → system), and a navbar that never hides.
let site: Site;
beforeAll(async () => {
  const overrides = { analytics: { gtagId: null }, colorMode: { respectPrefersColorScheme: true }, navbar: { hideOnScroll: false } };
  const r = buildFixture(join(ROOT, 'tests/fixtures/basic'), join(ROOT, '.cache/fixtures/chrome-config-dist'), { ENTIX_SITE_OVERRIDES: JSON.stringify(overrides) });
  if (r.status !== 0) throw new Error(r.output);
  site = await openSite(r.outDir);
});
afterAll(async () => { await site?.close(); });

describe('site config switches', () => {
  it('loads and sends nothing to analytics without an id', async () => {
    for (const path of ['/docs', '/zh/docs']) {
      const { page, problems } = await newPage(site);
      const external: string[] = [];
      page.on('request', (r) => { if (!r.url().startsWith(site.url)) external.push(r.url()); });
      await page.goto(site.url + path);
      await hydrated(page);
      await page.locator('.doc-sidebar a[href$="/docs/guide/setup"]').click();
      await page.waitForURL('**/docs/guide/setup');
      await settled(page);
      expect(external).toEqual([]);
      expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
      expect(problems).toEqual([]);
    }
  });

  it('keeps the navbar in place on scroll when hideOnScroll is off', async () => {
    const { page } = await newPage(site, { width: 1280, height: 300 });
    await page.goto(`${site.url}/docs/guide/setup`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(600);
    await wheel(page, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await settled(page);
    expect(await page.locator('nav.navbar').getAttribute('class')).toBe('navbar');
    expect(await page.locator('nav.navbar').evaluate((n) => n.getBoundingClientRect().top)).toBe(0);
  });

  it('follows the system colour scheme before first paint and cycles light → dark → system', async () => {
    for (const [path, labels] of [
      ['/docs', ['Switch to light mode (currently system mode)', 'Switch to dark mode (currently light mode)', 'Switch to system mode (currently dark mode)']],
      ['/zh/docs', ['切换到浅色模式（当前为跟随系统模式）', '切换到深色模式（当前为浅色模式）', '切换到跟随系统模式（当前为深色模式）']],
    ] as const) {
      const { page, problems } = await newPage(site);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(site.url + path);
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      await hydrated(page);
      const toggle = page.locator('.color-mode-toggle');
      await expect.poll(() => toggle.getAttribute('aria-label')).toBe(labels[0]);
      await toggle.click();
      expect([await page.getAttribute('html', 'data-theme'), await toggle.getAttribute('aria-label')]).toEqual(['light', labels[1]]);
      await toggle.click();
      expect([await page.getAttribute('html', 'data-theme'), await toggle.getAttribute('aria-label')]).toEqual(['dark', labels[2]]);
      await toggle.click();
      expect(await page.evaluate(() => localStorage.getItem('entix:theme'))).toBe('system');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light');
      await page.reload();
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      expect(problems).toEqual([]);
    }
  });
});
