import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, newPage, openSite, settled, type Site } from './harness.ts';

// What must behave the same before the app runs (the boot's page swap and controls) and after it
// (React Router and the theme), on the built site (SITE_DIR, default dist/).
const DIR = process.env.SITE_DIR ?? 'dist';
let site: Site;
beforeAll(async () => { site = await openSite(DIR); });
afterAll(async () => { await site?.close(); });

const PHASES = ['before', 'after'] as const;
type Phase = (typeof PHASES)[number];

async function connection(page: Page, c: { saveData?: boolean; effectiveType?: string }): Promise<void> {
  await page.addInitScript((v) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => v, configurable: true }), c);
}

/** Opens a docs page in the phase asked for: untouched (the boot owns it) or hydrated. */
async function open(page: Page, path: string, phase: Phase): Promise<void> {
  await page.goto(site.url + path);
  if (phase === 'after') await hydrated(page);
  else await settled(page);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(phase === 'after');
}

/** Page time stands still from here on, except when the test moves it (a busy machine cannot pass 200 ms by itself). */
async function pauseClock(page: Page): Promise<void> {
  for (let paused = false; !paused;) {
    paused = await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10).then(() => true, (e: Error) => {
      if (!/past/.test(e.message)) throw e;
      return false;
    });
  }
}

/** Holds every request from now on until released. */
async function holdAll(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  await page.route('**/*', async (route) => { await gate; await route.continue().catch(() => undefined); });
  return release;
}

for (const phase of PHASES) {
  describe(`${phase} hydration`, () => {
    it('shows the progress bar on a slow navigation from 200 ms until the page arrives, and none on a fast one', async () => {
      const { page, problems } = await newPage(site);
      // Nothing fetched ahead: the click's own requests are the ones held.
      await connection(page, { saveData: true });
      await page.clock.install();
      await open(page, '/docs/introduction', phase);
      await page.evaluate(() => {
        const w = window as unknown as { __bars: number };
        w.__bars = 0;
        new MutationObserver(() => { if (document.querySelector('.progress-bar')) w.__bars++; }).observe(document.body, { childList: true, subtree: true });
      });
      await pauseClock(page);
      const release = await holdAll(page);
      await page.locator('.doc-sidebar a[href="/docs/quick-start"]').click();
      await page.clock.runFor(150);
      expect(await page.locator('.progress-bar').count()).toBe(0);
      await page.clock.runFor(100);
      await page.locator('.progress-bar[role="progressbar"][aria-label="Loading page"]').waitFor({ state: 'attached' });
      release();
      await page.waitForURL('**/docs/quick-start');
      await page.locator('article h1', { hasText: 'Quick start' }).waitFor();
      await page.locator('.progress-bar').waitFor({ state: 'detached' });

      // Fast: the page arrives while page time stands still, and the bar's timer never fires after.
      await page.unroute('**/*');
      await page.evaluate(() => { (window as unknown as { __bars: number }).__bars = 0; });
      await page.locator('.doc-sidebar a[href="/docs/getting-started/installation"]').click();
      await page.waitForURL('**/docs/getting-started/installation');
      await page.locator('article h1', { hasText: 'Installation' }).waitFor();
      await page.clock.runFor(500);
      expect(await page.evaluate(() => (window as unknown as { __bars: number }).__bars)).toBe(0);
      expect(problems).toEqual([]);
    });

    for (const link of [{ saveData: true, effectiveType: '4g' }, { effectiveType: '2g' }]) {
      it(`fetches nothing for a hovered link before the click with ${JSON.stringify(link)}`, async () => {
        const { page } = await newPage(site);
        await connection(page, link);
        await open(page, '/docs/introduction', phase);
        await settled(page);
        const asked: string[] = [];
        page.on('request', (r) => asked.push(new URL(r.url()).pathname));
        await page.locator('.doc-sidebar a[href="/docs/getting-started/installation"]').hover();
        await page.mouse.down();
        await settled(page);
        // Neither the page's HTML (the swap) nor its route chunk (the router) before the click.
        expect(asked.filter((p) => p.startsWith('/docs/getting-started/installation') || p.startsWith('/assets/p-'))).toEqual([]);
        await page.mouse.up();
        await page.waitForURL('**/docs/getting-started/installation');
        await page.locator('article h1', { hasText: 'Installation' }).waitFor();
      });
    }

    it('closes the mobile menu when the window becomes desktop-wide', async () => {
      const { page, problems } = await newPage(site, { width: 800, height: 800 });
      await open(page, '/zh/docs/quick-start', phase);
      await page.locator('summary[aria-label="打开导航菜单"]').click();
      await page.getByRole('dialog').waitFor();
      await page.setViewportSize({ width: 1200, height: 800 });
      await expect.poll(() => page.locator('details.mobile-menu').getAttribute('open')).toBeNull();
      await page.setViewportSize({ width: 800, height: 800 });
      await settled(page);
      expect(await page.getByRole('dialog').isVisible()).toBe(false);
      expect(problems).toEqual([]);
    });

    it('changes the URL, lang and the h1 in the same frame on a slow phone', async () => {
      const { page, problems } = await newPage(site);
      await open(page, '/zh/docs/quick-start', phase);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      // Each frame records what it shows; a document navigation starts a new record in the new document.
      await page.evaluate(() => {
        const w = window as unknown as { __frames: string[][] };
        w.__frames = [];
        const look = () => {
          w.__frames.push([location.pathname, document.documentElement.lang, document.querySelector('article h1')?.textContent ?? '']);
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.locator('.locale-dropdown .dropdown__toggle').hover();
      await page.locator('.dropdown__link[lang="en"]').click();
      await page.waitForURL('**/docs/quick-start');
      await page.locator('article h1', { hasText: 'Quick start' }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const frames = await page.evaluate(() => (window as unknown as { __frames?: string[][] }).__frames ?? []);
      // Any frame of the old document that shows the new address shows the new page with it.
      for (const [path, lang, h1] of frames) {
        if (path === '/docs/quick-start') expect([lang, h1]).toEqual(['en', 'Quick start']);
        else expect([path, lang, h1]).toEqual(['/zh/docs/quick-start', 'zh-CN', '快速开始']);
      }
      expect(problems).toEqual([]);
    });
  });
}
