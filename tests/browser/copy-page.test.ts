import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_CHUNK, hold, hydrated, isHydrated, newPage, openSite, type Site } from './harness.ts';

// Copy page and its menu under a docs page's h1 (theme/doc/CopyPage.tsx, dom/copy-page.ts), on
// the built site: before the app runs (its chunk held back) and after it hydrated, in both languages.
let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

const PAGES = [
  { path: '/docs/quick-start', copied: 'Page copied as Markdown', linkCopied: 'Link to the Markdown copied', view: 'View as Markdown' },
  { path: '/zh/docs/quick-start', copied: '已将页面复制为 Markdown', linkCopied: '已复制 Markdown 链接', view: '查看 Markdown' },
];

/**
 * A page whose clipboard the test can read: the context's permissions, which Playwright grants
 * through CDP (Browser.grantPermissions for the context; a page's own CDP session reaches only the
 * default context). Every .md request it makes is counted.
 */
async function clipboardPage(): Promise<{ page: Page; problems: string[]; twinRequests: string[] }> {
  const { page, problems } = await newPage(site, { permissions: ['clipboard-read', 'clipboard-write'] });
  const twinRequests: string[] = [];
  page.on('request', (r) => { if (new URL(r.url()).pathname.endsWith('.md')) twinRequests.push(r.url()); });
  return { page, problems, twinRequests };
}

const announced = (page: Page, text: string) => page.waitForFunction((t) => document.getElementById('entix-announcer')?.textContent?.trim() === t, text);
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const twin = async (path: string) => (await fetch(`${site.url}${path}.md`)).text();

describe('Copy page', () => {
  for (const p of PAGES) {
    it(`copies the twin before the app runs and after it hydrated, fetching it only at the press (${p.path})`, async () => {
      const { page, problems, twinRequests } = await clipboardPage();
      const release = await hold(page, APP_CHUNK);
      await page.goto(site.url + p.path);
      const button = page.locator('article .copy-page__copy');
      expect(twinRequests).toEqual([]);
      await button.click();
      await announced(page, p.copied);
      expect(await isHydrated(page)).toBe(false);
      expect(await clipboard(page)).toBe(await twin(p.path));
      expect(twinRequests).toEqual([`${site.url}${p.path}.md`]);
      release();
      await hydrated(page);
      // A fresh start for the second press: an empty clipboard and live region.
      await page.evaluate(async () => { await navigator.clipboard.writeText(''); document.getElementById('entix-announcer')!.textContent = ''; });
      await button.click();
      await announced(page, p.copied);
      expect(await clipboard(page)).toBe(await twin(p.path));
      expect(problems).toEqual([]);
      await page.context().close();
    });

    it(`copies the link to the twin and opens it, before and after hydration (${p.path})`, async () => {
      const { page, problems } = await clipboardPage();
      const release = await hold(page, APP_CHUNK);
      await page.goto(site.url + p.path);
      await page.locator('article .copy-page__more > summary').click();
      await page.locator('article .copy-page__link').click();
      await announced(page, p.linkCopied);
      expect(await clipboard(page)).toBe(`${site.url}${p.path}.md`);
      expect(await isHydrated(page)).toBe(false);
      await page.locator('article .copy-page__more > summary').click();
      const view = page.locator('article .copy-page__view');
      expect(await view.textContent()).toBe(p.view);
      const [response] = await Promise.all([page.waitForResponse(`${site.url}${p.path}.md`), view.click()]);
      await page.waitForURL(`${site.url}${p.path}.md`);
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expect(await response.text()).toBe(await twin(p.path));
      release();

      // After hydration: the same menu, rendered by React, still a plain link to the file.
      await page.goto(site.url + p.path);
      await hydrated(page);
      await page.locator('article .copy-page__more > summary').click();
      await Promise.all([page.waitForURL(`${site.url}${p.path}.md`), page.locator('article .copy-page__view').click()]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
