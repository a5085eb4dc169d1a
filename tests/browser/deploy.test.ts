import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildFixture, makeFixture } from '../build/build-fixture.ts';
import { hydrated, newPage, openSite, type Site } from './harness.ts';

// The basic fixture as a static host sees it; GitHub Pages and Netlify answer every unknown
// path with the root 404.html, which the tests below hand out through request routing.
let site: Site;
let root404: string;
beforeAll(async () => {
  const r = buildFixture(makeFixture('deploy-browser'));
  if (r.status !== 0) throw new Error(r.output);
  root404 = readFileSync(`${r.outDir}/404.html`, 'utf8');
  site = await openSite(r.outDir);
});
afterAll(async () => { await site?.close(); });

describe('root 404.html on a host with one 404 file', () => {
  for (const [path, lang, heading, title] of [
    ['/zh/no/such-page', 'zh-CN', '找不到页面', '找不到页面 | Entix'],
    ['/no/such-page', 'en', 'Page Not Found', 'Page Not Found | Entix'],
  ] as const) {
    it(`shows ${lang} at ${path} before any module script runs, and hydrates without a warning`, async () => {
      const { page, problems } = await newPage(site);
      await page.route(`${site.url}${path}`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: root404 }));
      // No module script yet: what the reader sees is the HTML and its inline scripts.
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route(/\/assets\/.*\.js$/, async (route) => { await held; await route.continue(); });
      await page.goto(site.url + path, { waitUntil: 'commit' });
      // Parsed ('interactive'), while the held module scripts keep DOMContentLoaded back.
      await page.waitForFunction(() => document.readyState !== 'loading');
      expect(await page.evaluate(() => [document.documentElement.lang, document.querySelector('h1')?.textContent, document.title, getComputedStyle(document.getElementById('root')!).visibility])).toEqual([lang, heading, title, 'visible']);
      release();
      await page.waitForLoadState('load');
      await hydrated(page);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
      await page.context().close();
    });
  }
});
