import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPage, openSite, type Site } from './harness.ts';

let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

describe('home page', () => {
  for (const [path, tagline, cta] of [
    ['/', 'Efficient, codeless, configurationless: database operations made easy.', '/docs/quick-start'],
    ['/zh/', '高效、零代码、零配置，让数据库操作变得简单。', '/zh/docs/quick-start'],
  ] as const) {
    it(`renders the hero and feature cards at ${path}`, async () => {
      const { page, problems } = await newPage(site);
      await page.goto(site.url + path);
      expect(await page.locator('.hero h1').textContent()).toBe('Entix');
      expect(await page.locator('.hero__subtitle').textContent()).toBe(tagline);
      expect(await page.locator('.hero a.button--primary').getAttribute('href')).toBe(cta);
      const cards = page.locator('.features .feature');
      expect(await cards.count()).toBe(6);
      expect(await cards.locator('pre code').count()).toBe(6);
      expect(await page.title()).toBe('Entix');
      expect(problems).toEqual([]);
    });
  }
});
