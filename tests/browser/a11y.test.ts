import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../build/build-fixture.ts';
import { hydrated, newPage, openSite, type Site } from './harness.ts';

// axe-core on the main page kinds of the built site, both locales and both colour modes;
// any serious or critical violation fails. Dark mode changes colours only (the same DOM, other
// custom properties), so after the toggle axe checks the colour rules again, not the whole page.
const AXE = join(ROOT, 'node_modules/axe-core/axe.min.js');
const PAGES = ['/', '/docs/quick-start', '/blog/entix-v4', '/search'];
const DIR = process.env.SITE_DIR ?? 'dist';

let site: Site;
beforeAll(async () => { site = await openSite(DIR); });
afterAll(async () => { await site?.close(); });

interface AxeResult { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }

async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const result = await page.evaluate((only) => (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({ resultTypes: ['violations'], ...(only ? { runOnly: only } : {}) }), rules) as AxeResult;
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
}

/** The axe rules a change of colours alone can break. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

for (const prefix of ['', '/zh']) {
  describe(`accessibility, light and dark mode (${prefix || '/'})`, () => {
    for (const path of PAGES) {
      const route = prefix + path === '/zh/' ? '/zh/' : (prefix + path).replace(/\/$/, '') || '/';
      it(`${route} has no serious or critical axe violations, light or dark`, async () => {
        const file = join(DIR, route === '/' ? '' : route, 'index.html');
        expect(existsSync(file), `${route} is not built`).toBe(true);
        const { page } = await newPage(site);
        await page.goto(site.url + route);
        await hydrated(page);
        expect(await page.getAttribute('html', 'data-theme')).toBe('light');
        expect(await seriousViolations(page), 'light').toEqual([]);
        // The reader's own toggle: light → dark.
        await page.locator('.color-mode-toggle').click();
        expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
        expect(await seriousViolations(page, COLOUR_RULES), 'dark').toEqual([]);
      });
    }
  });
}

describe('accessibility of the mobile drawer', () => {
  for (const prefix of ['', '/zh']) {
    it(`${prefix || '/'}: the open drawer on a docs page has no serious or critical axe violations`, async () => {
      const { page } = await newPage(site, { width: 400, height: 800 });
      await page.goto(`${site.url}${prefix}/docs/quick-start`);
      await hydrated(page);
      await page.locator('.navbar__toggle').click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
