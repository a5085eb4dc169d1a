import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hydrated, newPage, openSite, settled, type Site } from './harness.ts';

// Versioned docs on the built site (SITE_DIR, default dist/): its 3.1 docs beside 4.x. Each reader
// action is tried on a page the boot owns (before) and on a hydrated one (after).
const DIR = process.env.SITE_DIR ?? 'dist';
const KEY = 'entix:docs-preferred-version';
let site: Site;
beforeAll(async () => { site = await openSite(DIR); });
afterAll(async () => { await site?.close(); });

const PHASES = ['before', 'after'] as const;
type Phase = (typeof PHASES)[number];

async function open(page: Page, path: string, phase: Phase): Promise<void> {
  await page.goto(site.url + path);
  if (phase === 'after') await hydrated(page);
  else await settled(page);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(phase === 'after');
}

const path = (page: Page) => new URL(page.url()).pathname;
const stored = (page: Page) => page.evaluate((k) => localStorage.getItem(k), KEY);

async function chooseVersion(page: Page, label: string): Promise<void> {
  await page.locator('.version-dropdown').hover();
  await page.locator('.version-dropdown .dropdown__link', { hasText: label }).click();
}

describe.each(PHASES)('versioned docs, %s hydration', (phase) => {
  it('the version menu leads to the same page in 3.1, and stores the choice; the Docs link then follows it', async () => {
    const { page, problems } = await newPage(site);
    await open(page, '/docs/api/fixed-api/get', phase);
    expect(await page.locator('.version-banner').count()).toBe(0);
    await chooseVersion(page, '3.1');
    await page.waitForURL('**/docs/3.1/api/fixed-api/get');
    await page.locator('.version-banner').waitFor();
    expect(await page.locator('.version-badge').textContent()).toBe('Version: 3.1');
    expect(await stored(page)).toBe('3.1');
    await open(page, '/blog', phase);
    expect(await page.locator('.navbar__item[data-docs-root]').getAttribute('href')).toBe('/docs/3.1');
    await page.locator('.navbar__item[data-docs-root]').click();
    await page.waitForURL('**/docs/3.1');
    await page.locator('.version-banner').waitFor();
    expect(problems).toEqual([]);
  });

  it('a page 3.1 lacks leads to 3.1’s docs root; the banner of a 3.1 page leads to the same page in 4.x', async () => {
    const { page, problems } = await newPage(site);
    await open(page, '/zh/docs/api/access-control', phase);
    await chooseVersion(page, '3.1');
    await page.waitForURL('**/zh/docs/3.1');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await open(page, '/zh/docs/3.1/api/fixed-api/select', phase);
    expect(await page.locator('.version-banner').textContent()).toContain('此为 Entix 3.1 版的文档，现已不再积极维护。');
    await page.locator('.version-banner a').click();
    await page.waitForURL('**/zh/docs/api/fixed-api/select');
    expect(await page.locator('.version-banner').count()).toBe(0);
    expect(await stored(page)).toBe('current');
    expect(problems).toEqual([]);
  });

  it('suggestions search the docs version of the page being read', async () => {
    const { page, problems } = await newPage(site);
    for (const [at, inVersion] of [['/docs/3.1/api/fixed-api/get', true], ['/docs/api/fixed-api/get', false]] as const) {
      await open(page, at, phase);
      await page.locator('.search-box__input').click();
      await page.keyboard.type('selectAll');
      await page.locator('.search-panel a.search-hit').first().waitFor();
      const hrefs = await page.locator('.search-panel a.search-hit').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      const docs = hrefs.filter((h) => h.startsWith('/docs/'));
      expect(docs.length, hrefs.join(' ')).toBeGreaterThan(0);
      expect(docs.every((h) => h.startsWith('/docs/3.1/') === inVersion), hrefs.join(' ')).toBe(true);
    }
    expect(problems).toEqual([]);
  });
});

describe('the search page’s version parameter', () => {
  it('selects the version, offers the choice, and keeps it in the URL with the query', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/search?q=selectAll&version=3.1`);
    await page.locator('.search-result').first().waitFor();
    const results = () => page.locator('.search-result__title a').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname).filter((p) => p.startsWith('/docs/')));
    expect((await results()).every((p) => p.startsWith('/docs/3.1/'))).toBe(true);
    expect(await page.locator('.search-page__version select').inputValue()).toBe('3.1');
    await page.locator('.search-page__version select').selectOption('current');
    await page.waitForURL((u) => u.searchParams.get('version') === 'current' && u.searchParams.get('q') === 'selectAll');
    await expect.poll(async () => (await results()).some((p) => p.startsWith('/docs/3.1/'))).toBe(false);
    expect((await results()).length).toBeGreaterThan(0);
    expect(path(page)).toBe('/search');
    expect(problems).toEqual([]);
  });
});
