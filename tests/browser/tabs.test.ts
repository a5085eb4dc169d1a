import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { APP_CHUNK, hold, hydrated, isHydrated, newPage, openSite, type Site } from './harness.ts';

// Docusaurus' Tabs `groupId`: a choice in one block of a group is every block's, on this page and
// the pages read next. Our pages group their request examples as "client" (curl / HTTP).
let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

const SIDEBAR = 'nav:not(.drawer__sidebar)[aria-label="Docs sidebar"]';

/** The block's tab of this value is selected, and its panel the one shown. */
async function shows(block: Locator, value: string): Promise<void> {
  const state = await block.evaluate((b) => ({
    selected: [...b.querySelectorAll<HTMLElement>(':scope > .tabs__list > .tabs__tab')].map((t) => [t.dataset.value, t.getAttribute('aria-selected')]),
    visible: [...b.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')].map((p) => p.checkVisibility()),
  }));
  const index = state.selected.findIndex(([v]) => v === value);
  expect(index).toBeGreaterThanOrEqual(0);
  expect(state.selected.map(([, s]) => s === 'true')).toEqual(state.selected.map((_, i) => i === index));
  expect(state.visible).toEqual(state.visible.map((_, i) => i === index));
}

const clientBlock = (page: Page) => page.locator('article .tabs[data-group-id="client"]').first();

describe('grouped tabs (groupId)', () => {
  it('a choice switches every block of its group on the page, and the pages read next show it: swapped in before the app, reloaded, rendered by the app', async () => {
    const { page, problems } = await newPage(site, { height: 1400 });
    const release = await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/api/magic-api/getBy$`);
    await shows(clientBlock(page), 'curl');
    // A second block of the group on the page (ours have one each): a copy of the first, just
    // after it, whose HTTP panel is made taller, so that switching it moves the copy down.
    await page.evaluate(() => {
      const block = document.querySelector('article .tabs[data-group-id="client"]')!;
      block.after(block.cloneNode(true));
      const tall = document.createElement('div');
      tall.style.height = '300px';
      block.querySelectorAll(':scope > [role="tabpanel"]')[1]!.append(tall);
    });
    const blocks = page.locator('article .tabs[data-group-id="client"]');
    expect(await blocks.count()).toBe(2);
    const http = blocks.nth(1).locator('.tabs__tab[data-value="http"]');
    await http.scrollIntoViewIfNeeded();
    const before = (await http.boundingBox())!.y;
    const heightBefore = (await blocks.nth(0).boundingBox())!.height;
    await http.click();
    // The block above changed height; the one clicked stays under the pointer.
    expect((await blocks.nth(0).boundingBox())!.height).not.toBe(heightBefore);
    expect(Math.abs((await http.boundingBox())!.y - before)).toBeLessThan(1);
    await shows(blocks.nth(0), 'http');
    await shows(blocks.nth(1), 'http');
    expect(await page.evaluate(() => localStorage.getItem('entix:tab.client'))).toBe('http');

    // Another page of the group, swapped in by the boot script while the app is held back.
    await page.locator(`${SIDEBAR} a[href="/docs/api/magic-api/delBy$"]`).click();
    await page.waitForURL(`${site.url}/docs/api/magic-api/delBy$`);
    await shows(clientBlock(page), 'http');
    await page.reload();
    await shows(clientBlock(page), 'http');
    expect(await isHydrated(page)).toBe(false);

    // The app renders the next page itself once it has loaded.
    release();
    await hydrated(page);
    await page.locator(`${SIDEBAR} a[href="/docs/api/magic-api/updateBy$"]`).click();
    await page.waitForURL(`${site.url}/docs/api/magic-api/updateBy$`);
    await page.locator('article h1').filter({ hasText: 'updateBy$' }).waitFor();
    await shows(clientBlock(page), 'http');
    // Back to the first choice: kept as well.
    await clientBlock(page).locator('.tabs__tab[data-value="curl"]').click();
    await shows(clientBlock(page), 'curl');
    expect(await page.evaluate(() => localStorage.getItem('entix:tab.client'))).toBe('curl');
    expect(problems).toEqual([]);
  });

  it('leaves a block of another group, or of none, as it was', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs/getting-started/installation`);
    await page.evaluate(() => localStorage.setItem('entix:tab.client', 'http'));
    await page.reload();
    const install = page.locator('article .tabs[data-group-id="install"]');
    await shows(install, 'script');
    await install.locator('.tabs__tab[data-value="brew"]').click();
    await shows(install, 'brew');
    expect(await page.evaluate(() => [localStorage.getItem('entix:tab.install'), localStorage.getItem('entix:tab.client')])).toEqual(['brew', 'http']);
    // A stored value a block does not have: its default stays.
    await page.evaluate(() => localStorage.setItem('entix:tab.install', 'no-such-tab'));
    // (Without the choice the click put in the URL: this block's queryString names it there.)
    await page.goto(`${site.url}/docs/getting-started/installation`);
    await shows(install, 'script');

    // A block without a group: its tab is this block's alone, and nothing is kept.
    await page.goto(`${site.url}/docs/api/specification`);
    const plain = page.locator('article .tabs:not([data-group-id])').first();
    const second = await plain.locator('.tabs__tab').nth(1).getAttribute('data-value');
    await plain.locator('.tabs__tab').nth(1).click();
    await shows(plain, second!);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('entix:tab.')).sort())).toEqual(['entix:tab.client', 'entix:tab.install']);
  });

  it('a queryString block shows the tab its URL names (over the kept choice), and a choice goes into the URL', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/docs/getting-started/installation`);
    await page.evaluate(() => localStorage.setItem('entix:tab.install', 'brew'));
    await page.goto(`${site.url}/docs/getting-started/installation?install=docker`);
    const install = page.locator('article .tabs[data-group-id="install"]');
    await shows(install, 'docker');
    await install.locator('.tabs__tab[data-value="tarball"]').click();
    await shows(install, 'tarball');
    expect(new URL(page.url()).searchParams.get('install')).toBe('tarball');
    await page.reload();
    await shows(install, 'tarball');
    // A value the block does not have: the kept choice.
    await page.goto(`${site.url}/zh/docs/getting-started/installation?install=nothing`);
    await shows(install, 'tarball');
    expect(problems).toEqual([]);
  });
});

