import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../build/build-fixture.ts';
import { hydrated, newPage, openSite, type Site } from './harness.ts';

// The navbar box as a combobox, by keyboard alone and under axe; and long queries on narrow screens.
let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

const AXE = join(ROOT, 'node_modules/axe-core/axe.min.js');
const box = (page: Page) => page.locator('.search-box__input');
const options = (page: Page) => page.locator('#search-suggestions [role="option"]');
/** Suggestions proper (the See all links are options from the start). */
const hits = (page: Page) => page.locator('#search-suggestions .search-hit');

async function activeOption(page: Page): Promise<{ id: string | null; selected: string | null; text: string | null }> {
  const id = await box(page).getAttribute('aria-activedescendant');
  if (!id) return { id, selected: null, text: null };
  const el = page.locator(`#${id}`);
  return { id, selected: await el.getAttribute('aria-selected'), text: await el.textContent() };
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const result = await page.evaluate(() => (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({ resultTypes: ['violations'] })) as { violations: { id: string; impact: string | null; help: string }[] };
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help}`);
}

describe('search combobox', () => {
  it('works by keyboard alone: Ctrl+K, arrows, Home/End, Escape twice, Enter', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('passwordHash');
    await hits(page).first().waitFor();
    const input = box(page);
    expect(await input.getAttribute('role')).toBe('combobox');
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    await expect.poll(() => page.locator('.search-hit__snippet').count()).toBeGreaterThan(0);
    const n = await options(page).count();

    await page.keyboard.press('ArrowDown');
    expect(await activeOption(page)).toMatchObject({ id: 'search-option-0', selected: 'true' });
    expect((await activeOption(page)).text).toContain('passwordHash');
    await page.keyboard.press('End');
    expect(await activeOption(page)).toMatchObject({ id: `search-option-${n - 1}`, selected: 'true' });
    await page.keyboard.press('Home');
    expect(await activeOption(page)).toMatchObject({ id: 'search-option-0', selected: 'true' });
    await page.keyboard.press('ArrowUp');
    expect((await activeOption(page)).id).toBe(`search-option-${n - 1}`);
    expect(await page.locator('[role="option"][aria-selected="true"]').count()).toBe(1);

    await page.keyboard.press('Escape');
    expect(await page.locator('#search-suggestions').count()).toBe(0);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    expect(await input.getAttribute('aria-activedescendant')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('search-box__input');
    await page.keyboard.press('Escape');
    expect(await input.inputValue()).toBe('');

    await page.keyboard.type('passwordHash');
    // The suggestions for the whole word, not those for its first letters still on their way out
    // (passwordHas already lists passwordHash first: its link carries the query it answered).
    await expect.poll(() => hits(page).first().getAttribute('href')).toContain('_highlight=passwordhash');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/script\/library\/hash\/password_hash\?_highlight=passwordhash/);
  });

  it('has no serious axe violations with suggestions open, in both languages', async () => {
    for (const [path, q] of [['/docs', 'delByUK'], ['/zh/docs', '事务']] as const) {
      const { page } = await newPage(site);
      await page.goto(site.url + path);
      await hydrated(page);
      await box(page).focus();
      await box(page).fill(q);
      await hits(page).first().waitFor();
      await box(page).press('ArrowDown');
      await expect.poll(() => page.locator('.search-panel [role="status"]').textContent()).toMatch(/\d/);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

describe('long queries (issue 17, item 9)', () => {
  it('keep a 375 px search page 375 px wide', async () => {
    const { page } = await newPage(site, { width: 375, height: 700 });
    await page.goto(`${site.url}/zh/search?q=ERR_CONNECTION_REFUSED_while_starting_entix_server_config`);
    await hydrated(page);
    await page.locator('.search-page__count, .search-page__error').first().waitFor();
    expect(await page.locator('h1').textContent()).toContain('ERR_CONNECTION_REFUSED');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('echo a 10,000-word query shortened, in a heading of a few lines', async () => {
    const { page } = await newPage(site, { width: 375, height: 700 });
    await page.goto(`${site.url}/search`);
    await hydrated(page);
    const words = Array.from({ length: 10_000 }, (_, i) => `word${i}`).join(' ');
    await page.locator('.search-page__input').fill(words);
    await page.waitForURL(/q=word0/);
    await expect.poll(async () => (await page.locator('h1').textContent())?.includes('word0')).toBe(true);
    const h1 = await page.locator('h1').evaluate((el) => ({ text: el.textContent ?? '', height: el.getBoundingClientRect().height, lh: parseFloat(getComputedStyle(el).lineHeight) || 40 }));
    expect([...h1.text].length).toBeLessThan(100);
    expect(h1.text).toContain('…');
    expect(h1.height).toBeLessThanOrEqual(h1.lh * 8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
