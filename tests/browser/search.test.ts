import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { APP_CHUNK, hold, hydrated, isHydrated, newPage, openSite, settled, type Site } from './harness.ts';

let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

const box = (page: Page) => page.locator('.search-box__input');
const hits = (page: Page) => page.locator('.search-panel .search-hit');

/** Records every write of the value of inputs of class `cls` (a key's own input is no write). */
async function watchWrites(page: Page, cls: string): Promise<void> {
  await page.addInitScript((c) => {
    const d = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    const w = window as unknown as { __writes: string[] };
    w.__writes = [];
    Object.defineProperty(HTMLInputElement.prototype, 'value', { ...d, set(this: HTMLInputElement, v: string) { if (this.classList.contains(c)) w.__writes.push(v); d.set!.call(this, v); } });
  }, cls);
}
const writes = (page: Page) => page.evaluate(() => (window as unknown as { __writes: string[] }).__writes);
/** Keys sent without waiting for each to be handled: they queue in the page as a fast typist's (or a paste tool's) do. */
const keyBurst = (cdp: CDPSession, text: string) => Promise.all([...text].map((c) => cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: c, text: c, unmodifiedText: c })));

async function typeQuery(page: Page, q: string): Promise<void> {
  await box(page).fill(q);
  await page.locator('.search-panel').waitFor();
}

describe('navbar search', () => {
  it('fetches no term file until used; Ctrl+K focuses the box, and one Worker has the hashed index', async () => {
    const { page, problems } = await newPage(site);
    const workers: string[] = [];
    const fetched: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    page.on('request', (r) => { if (/\/assets\/search-[\w-]+\.json$/.test(r.url())) fetched.push(r.url()); });
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await settled(page);
    // The worker and the index meta file may start at idle (boot/prefetch-app.ts), not the term or text files.
    expect(fetched.filter((u) => !/\/assets\/search-en-[\w-]{8}\.json$/.test(u))).toEqual([]);
    expect(await page.locator('.search-box__kbd').textContent()).toMatch(/K$/);
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('search-box__input');
    await expect.poll(() => workers.length).toBe(1);
    await expect.poll(() => fetched.some((u) => /\/assets\/search-en-[\w-]{8}\.json$/.test(u))).toBe(true);
    expect(problems).toEqual([]);
  });

  it('starts the first keystroke\'s term file while the index meta file is still on its way', async () => {
    const { page, problems } = await newPage(site);
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    // The meta file (search-en-<hash>.json), not the term or text files.
    await page.route(/\/assets\/search-en-[\w-]{8}\.json$/, async (route) => { await gate; await route.continue().catch(() => undefined); });
    const termFile = page.waitForRequest(/\/assets\/search-en-terms-\d+-[\w-]{8}\.json$/, { timeout: 0 });
    await page.goto(`${site.url}/docs/api/specification`);
    await box(page).click();
    await page.keyboard.type('d');
    await termFile;
    release();
    await hits(page).first().waitFor();
    expect(problems).toEqual([]);
  });

  it('answers keystrokes made before the app is there with plain suggestions, which give way to the app\'s panel', async () => {
    const { page, problems } = await newPage(site);
    const release = await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/zh/docs/quick-start`);
    await box(page).click();
    expect(await page.locator('.search-box__kbd').isVisible()).toBe(true);
    await page.keyboard.type('事务');
    const early = page.locator('#search-early .search-hit');
    await early.first().waitFor();
    // The box's clear button takes the shortcut hint's place.
    expect(await page.locator('.search-box__kbd').isVisible()).toBe(false);
    expect(await isHydrated(page)).toBe(false);
    expect(await early.first().getAttribute('href')).toMatch(/^\/zh\/docs\/script\/functions\/transactions\?_highlight=/);
    // Escape closes them, as it closes the app's panel.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#search-early').count()).toBe(0);
    await page.keyboard.type('会话');
    await early.first().waitFor();
    expect(await box(page).inputValue()).toBe('事务会话');
    release();
    await page.locator('#root .search-panel .search-hit').first().waitFor();
    expect(await page.locator('#search-early').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('keeps every key typed at machine speed on a slow CPU, before, across and after hydration: nothing but a key writes the box', async () => {
    const { page, problems } = await newPage(site);
    // A controlled box is written back to React's last committed value after each key, and under load the
    // commit lags the keys (a burst while the panel mounts loses 3 of 200 on main's controlled box).
    await watchWrites(page, 'search-box__input');
    const release = await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/quick-start`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await box(page).click();
    const burst = (text: string) => keyBurst(cdp, text);
    const part = (n: number) => `select paid orders ${n} and ship them; `;
    await burst(part(1));
    release();
    await burst(part(2));
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await burst(part(3).repeat(4));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await box(page).inputValue()).toBe(part(1) + part(2) + part(3).repeat(4));
    expect(await writes(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('opens a plain suggestion\'s page when it is clicked before the app is there', async () => {
    const { page } = await newPage(site);
    await hold(page, APP_CHUNK);
    await page.goto(`${site.url}/docs/intro`);
    await box(page).click();
    await page.keyboard.type('delByUK');
    const first = page.locator('#search-early .search-hit').first();
    await first.waitFor();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await page.waitForURL((u) => u.pathname + u.search === href);
    expect(await page.locator('h1').first().textContent()).toBeTruthy();
  });

  it('shows at most 8 suggestions with title, section and a marked snippet of at most 50 characters', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await box(page).focus();
    await typeQuery(page, 'delByUK');
    await hits(page).first().waitFor();
    await expect.poll(() => page.locator('.search-panel .search-hit__snippet mark').count()).toBeGreaterThan(0);
    expect(await hits(page).count()).toBeLessThanOrEqual(8);
    expect(await hits(page).first().locator('.search-hit__title').textContent()).toContain('delByUK');
    const snippets = await page.locator('.search-hit__snippet').allTextContents();
    for (const s of snippets) expect(s.length).toBeLessThanOrEqual(50);
    await typeQuery(page, 'entity');
    await expect.poll(() => hits(page).count()).toBe(8);
  });

  it('moves with the arrow keys, opens a hit with _highlight and marks the terms there', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs`);
    await hydrated(page);
    await box(page).focus();
    await typeQuery(page, 'passwordHash');
    await hits(page).first().waitFor();
    await box(page).press('ArrowDown');
    expect(await hits(page).first().getAttribute('aria-selected')).toBe('true');
    await box(page).press('ArrowDown');
    await box(page).press('ArrowUp');
    expect(await hits(page).first().getAttribute('aria-selected')).toBe('true');
    await box(page).press('Enter');
    await page.waitForURL(/_highlight=passwordhash/);
    expect(page.url()).toContain('/docs/script/library/hash/password_hash');
    await expect.poll(() => page.evaluate(() => CSS.highlights.get('entix-search')?.size ?? 0), { timeout: 15_000 }).toBeGreaterThan(0);
    await box(page).focus();
    await box(page).press('Escape');
    expect(await page.locator('.search-panel').count()).toBe(0);
  });

  it('marks with <mark> where the Custom Highlight API is missing, and treats _highlight as text', async () => {
    const { page } = await newPage(site);
    await page.addInitScript(() => { delete (CSS as { highlights?: unknown }).highlights; });
    const payload = '<img src=x onerror="window.__xss=1">';
    await page.goto(`${site.url}/docs/script/library/hash/password_hash?_highlight=bcrypt&_highlight=${encodeURIComponent(payload)}`);
    await hydrated(page);
    await expect.poll(() => page.locator('article mark.search-mark').count()).toBeGreaterThan(0);
    expect((await page.locator('article mark.search-mark').first().textContent())?.toLowerCase()).toBe('bcrypt');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('offers See all results, and within/outside the reader context', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/docs/quick-start`);
    await hydrated(page);
    await box(page).focus();
    await typeQuery(page, 'upgrade');
    expect(await page.locator('.search-panel__all').textContent()).toBe('See all results');
    expect(await page.locator('.search-panel__within').textContent()).toBe('See all results within "Docs"');
    expect(await page.locator('.search-panel__outside').textContent()).toBe('See all results outside "Docs"');
    await page.locator('.search-panel__outside').click();
    await page.waitForURL(/\/search\?q=upgrade&ctx=-docs/);
    await page.locator('.search-page__count').waitFor();
    const urls = await page.locator('.search-result__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => !u.startsWith('/docs'))).toBe(true);
  });

  it('says No results, in both languages', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/`);
    await hydrated(page);
    await box(page).focus();
    await typeQuery(page, 'qqxzvjw');
    await page.locator('.search-panel__empty').waitFor();
    expect(await page.locator('.search-panel__empty').textContent()).toBe('No results');
    expect(await page.locator('.search-panel__within').count()).toBe(0);
    await page.goto(`${site.url}/zh/docs`);
    await hydrated(page);
    await box(page).focus();
    await typeQuery(page, 'qqxzvjw');
    await page.locator('.search-panel__empty').waitFor();
    expect(await page.locator('.search-panel__empty').textContent()).toBe('没有找到任何文档');
    expect(await page.locator('.search-panel__all').textContent()).toBe('查看全部结果');
    expect(await page.locator('.search-panel__within').textContent()).toBe('查看“文档”以内的全部结果');
  });

  it('finds Chinese terms mid-sentence and leads to the search page on Enter', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/zh/docs`);
    await hydrated(page);
    await box(page).focus();
    await typeQuery(page, '孤立子行');
    await hits(page).first().waitFor();
    expect(await hits(page).first().getAttribute('href')).toContain('/zh/docs/entity/zero_code_constraint/foreign_key');
    await box(page).press('Enter');
    await page.waitForURL(/\/zh\/search\?q=/);
    await page.locator('.search-page__count').waitFor();
    expect(await page.locator('.search-page__count').textContent()).toMatch(/^共找到 \d+ 篇文档$/);
  });
  it('finds a Chinese word typed with a wrong character of the same sound, fetching the pinyin table only then', async () => {
    const { page, problems } = await newPage(site);
    const pinyin: string[] = [];
    page.on('request', (r) => { if (/\/assets\/search-zh-pinyin-[\w-]{8}\.json$/.test(r.url())) pinyin.push(r.url()); });
    await page.goto(`${site.url}/zh/docs`);
    await hydrated(page);
    await box(page).focus();
    await typeQuery(page, '事务');
    await expect.poll(async () => hits(page).first().getAttribute('href')).toContain('/zh/docs/script/functions/transactions');
    expect(pinyin).toEqual([]);
    // 枚据 for 枚举 (enum): no page has it, and its characters alone lead to pages about 数据.
    await typeQuery(page, '枚据');
    await expect.poll(async () => hits(page).first().getAttribute('href')).toContain('/zh/docs/entity/zero_code_validator/enum');
    expect(pinyin).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});

describe('search page', () => {
  it('reproduces results from q and ctx, and back/forward restore them', async () => {
    const { page, problems } = await newPage(site);
    await page.goto(`${site.url}/search?q=cron&ctx=docs`);
    await hydrated(page);
    await page.locator('.search-page__count').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Search results for "cron"');
    expect(await page.locator('.search-page__count').textContent()).toMatch(/^\d+ documents found$/);
    expect(await page.locator('.search-page__context select').inputValue()).toBe('docs');
    const first = await page.locator('.search-result__title a').first().getAttribute('href');
    expect(first).toContain('/docs/api/scheduling');
    await page.locator('.search-page__context select').selectOption('blog');
    await page.waitForURL(/ctx=blog/);
    await page.goBack();
    await page.waitForURL(/ctx=docs/);
    await expect.poll(() => page.locator('.search-page__context select').inputValue()).toBe('docs');
    await page.goto(`${site.url}/search?q=qqxzvjw`);
    await page.locator('.search-page__count').waitFor();
    expect(await page.locator('.search-page__count').textContent()).toBe('No documents were found');
    expect(problems).toEqual([]);
  });

  it('keeps every key typed at machine speed in its box, and the URL follows the text', async () => {
    const { page, problems } = await newPage(site);
    await watchWrites(page, 'search-page__input');
    await page.goto(`${site.url}/search?q=cron`);
    await hydrated(page);
    await page.locator('.search-page__count').waitFor();
    // q read from the URL after hydration: the one write.
    expect(await page.locator('.search-page__input').inputValue()).toBe('cron');
    const cdp = await page.context().newCDPSession(page);
    await page.locator('.search-page__input').click();
    const text = 'select paid orders and ship them; '.repeat(6);
    await keyBurst(cdp, text);
    await page.waitForURL((u) => u.searchParams.get('q') === `cron${text}`);
    expect(await page.locator('.search-page__input').inputValue()).toBe(`cron${text}`);
    expect(await writes(page)).toEqual(['cron']);
    expect(problems).toEqual([]);
  });

  it('renders an HTML payload in the query as text', async () => {
    const { page } = await newPage(site);
    const payload = '<img src=x onerror="window.__xss=1">';
    await page.goto(`${site.url}/search?q=${encodeURIComponent(payload)}`);
    await hydrated(page);
    await page.locator('.search-page__count').waitFor();
    expect(await page.locator('h1').textContent()).toBe(`Search results for "${payload}"`);
    expect(await page.locator('main img').count()).toBe(0);
    await box(page).fill(payload);
    // The panel has answered the payload (hits or none), so whatever it renders is there.
    await page.locator('.search-panel .search-hit, .search-panel__empty').first().waitFor();
    expect(await page.locator('.search-box img, .search-panel img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('answers long, regex-laden and long Chinese queries (their speed is in npm run bench)', async () => {
    const { page } = await newPage(site);
    await page.goto(`${site.url}/zh/docs`);
    await hydrated(page);
    await box(page).focus();
    for (const q of ['(.*+?[' .repeat(2000), '删除数据'.repeat(50)]) {
      await box(page).fill(q);
      await page.locator('.search-panel .search-hit, .search-panel__empty').first().waitFor();
    }
  });
});
