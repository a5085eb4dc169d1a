import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { APP_CHUNK, hold, hydrated, wheel, newPage, openSite, type Site, settled } from './harness.ts';

// Reader chrome on the built site: colour mode, navbar, mobile drawer, announcement, docs version.
let site: Site;
beforeAll(async () => { site = await openSite(process.env.SITE_DIR ?? 'dist'); });
afterAll(async () => { await site?.close(); });

const LOCALES = [
  { prefix: '', toggle: /^Switch to dark mode \(currently light mode\)$/, toggleDark: /^Switch to light mode \(currently dark mode\)$/, menu: 'Open navigation menu', announcement: 'Entix 4.0 is out', docs: 'Docs', backToTop: 'Scroll back to top', onThisPage: 'On this page' },
  { prefix: '/zh', toggle: /^切换到深色模式（当前为浅色模式）$/, toggleDark: /^切换到浅色模式（当前为深色模式）$/, menu: '打开导航菜单', announcement: 'Entix 4.0 已发布', docs: '文档', backToTop: '回到顶部', onThisPage: '本页总览' },
] as const;

const theme = (page: Page) => page.getAttribute('html', 'data-theme');
const toggle = (page: Page) => page.locator('.color-mode-toggle');

/** Records <html data-theme> when <body> is first inserted, i.e. before anything can paint. */
async function recordThemeBeforePaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __themeAtBody?: string | null };
    new MutationObserver((_, obs) => {
      if (!document.body) return;
      w.__themeAtBody = document.documentElement.getAttribute('data-theme');
      obs.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

for (const l of LOCALES) {
  describe(`colour mode (${l.prefix || '/'})`, () => {
    it('is light by default, ignoring a dark system preference, with a toggle naming current and next mode', async () => {
      const { page, problems } = await newPage(site);
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${site.url}${l.prefix}/docs/quick-start`);
      await hydrated(page);
      expect(await theme(page)).toBe('light');
      await expect.poll(() => toggle(page).getAttribute('aria-label')).toMatch(l.toggle);
      expect(problems).toEqual([]);
    });

    // Stored choices and their effect are the same code in every locale: the rest runs in the default one.
    if (l.prefix) return;

    it('toggles to dark, keeps it across reloads without a flash, code blocks included', async () => {
      const { page, problems } = await newPage(site);
      await recordThemeBeforePaint(page);
      await page.goto(`${site.url}${l.prefix}/docs/quick-start`);
      await hydrated(page);
      const codeColour = () => page.locator('code[data-theme] span[style]').first().evaluate((e) => getComputedStyle(e).color);
      const lightCode = await codeColour();
      await toggle(page).click();
      expect(await theme(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('entix:theme'))).toBe('dark');
      expect(await toggle(page).getAttribute('aria-label')).toMatch(l.toggleDark);
      const darkCode = await codeColour();
      expect(darkCode).not.toBe(lightCode);
      await page.reload();
      expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('dark');
      await hydrated(page);
      expect(await theme(page)).toBe('dark');
      expect(await codeColour()).toBe(darkCode);
      await expect.poll(() => toggle(page).getAttribute('aria-label')).toMatch(l.toggleDark);
      await toggle(page).click();
      expect(await theme(page)).toBe('light');
      expect(problems).toEqual([]);
    });

    it('ignores a corrupt stored value', async () => {
      const { page, problems } = await newPage(site);
      await page.addInitScript(() => localStorage.setItem('entix:theme', '{"mode":"dark"'));
      await recordThemeBeforePaint(page);
      await page.goto(`${site.url}${l.prefix}/`);
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { __themeAtBody?: string }).__themeAtBody)).toBe('light');
      expect(await theme(page)).toBe('light');
      await expect.poll(() => toggle(page).getAttribute('aria-label')).toMatch(l.toggle);
      expect(problems).toEqual([]);
    });
  });

  describe(`navbar and mobile drawer (${l.prefix || '/'})`, () => {
    it('hides the navbar on scroll down and brings it back on scroll up', async () => {
      const { page } = await newPage(site);
      await page.goto(`${site.url}${l.prefix}/docs/quick-start`);
      await hydrated(page);
      const navbar = page.locator('nav.navbar');
      await wheel(page, 1200);
      await expect.poll(() => navbar.getAttribute('class')).toContain('navbar--hidden');
      await expect.poll(() => navbar.evaluate((n) => n.getBoundingClientRect().bottom)).toBeLessThanOrEqual(0);
      await wheel(page, -300);
      await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar--hidden');
      await expect.poll(() => navbar.evaluate((n) => n.getBoundingClientRect().top)).toBe(0);
    });

    it('hides the navbar on scroll before the app runs, and scrolling does not start the app', async () => {
      const { page } = await newPage(site);
      await page.goto(`${site.url}${l.prefix}/docs/quick-start`);
      const navbar = page.locator('nav.navbar');
      await wheel(page, 1200);
      await expect.poll(() => navbar.getAttribute('class')).toContain('navbar--hidden');
      await wheel(page, -300);
      await expect.poll(() => navbar.getAttribute('class')).not.toContain('navbar--hidden');
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    });

    it('shows a back-to-top button on scroll up a long page, which takes the reader to the top, before the app runs', async () => {
      const { page, problems } = await newPage(site);
      await page.goto(`${site.url}${l.prefix}/docs/quick-start`);
      // Not in the accessibility tree while hidden (visibility: hidden), so found by class, named below.
      const button = page.locator('button.back-to-top');
      expect(await button.getAttribute('aria-label')).toBe(l.backToTop);
      expect(await button.isVisible()).toBe(false);
      await wheel(page, 1500);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(1000);
      expect(await button.isVisible()).toBe(false);
      await wheel(page, -300);
      await expect.poll(() => button.getAttribute('class')).toContain('back-to-top--shown');
      await expect.poll(() => button.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: l.backToTop }).count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      await button.click();
      await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
      await expect.poll(() => button.getAttribute('class')).not.toContain('back-to-top--shown');
      expect(problems).toEqual([]);
    });

    it('puts "On this page" above the article on a narrow screen: it opens before the app runs, and a link in it closes it', async () => {
      const { page, problems } = await newPage(site, { width: 400, height: 800 });
      // The app stays loading (a press starts it): the state in which a link click stops at the window.
      await hold(page, APP_CHUNK);
      await page.goto(`${site.url}${l.prefix}/docs/quick-start`);
      const toc = page.locator('details.toc-mobile');
      await expect.poll(() => toc.isVisible()).toBe(true);
      expect(await page.locator('nav.toc').isVisible()).toBe(false);
      expect(await toc.locator('summary').textContent()).toBe(l.onThisPage);
      await toc.locator('summary').click();
      await expect.poll(() => toc.getAttribute('open')).not.toBeNull();
      const link = toc.locator('a').nth(1);
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe(href);
      await expect.poll(() => toc.getAttribute('open')).toBeNull();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      expect(problems).toEqual([]);
      // Beside the article on a wide screen, as before.
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(() => toc.isVisible()).toBe(false);
      expect(await page.locator('nav.toc').isVisible()).toBe(true);
    });

    it('opens a drawer with links, languages and the docs sidebar; Esc, backdrop, a link and desktop width close it', async () => {
      const { page, problems } = await newPage(site, { width: 400, height: 800 });
      await page.goto(`${site.url}${l.prefix}/docs/quick-start`);
      await hydrated(page);
      const menuButton = page.locator('.navbar__toggle');
      const drawer = page.getByRole('dialog');
      expect(await menuButton.getAttribute('aria-label')).toBe(l.menu);
      expect(await page.locator('.navbar__inner > .navbar__item').first().isVisible()).toBe(false);
      await menuButton.click();
      await drawer.waitFor();
      expect(await drawer.getByRole('link', { name: l.docs, exact: true }).count()).toBe(1);
      expect(await drawer.locator('a[lang="zh-CN"]').getAttribute('href')).toBe('/zh/docs/quick-start');
      expect(await drawer.locator('.drawer__sidebar a[aria-current="page"]').getAttribute('href')).toBe(`${l.prefix}/docs/quick-start`);
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.drawer__panel'))).toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle'))).toBe(true);

      await menuButton.click();
      await page.mouse.click(390, 400);
      await drawer.waitFor({ state: 'hidden' });

      await menuButton.click();
      const target = drawer.locator('.drawer__sidebar a').nth(2);
      const href = await target.getAttribute('href');
      await target.click();
      await page.waitForURL(`**${href}`);
      await drawer.waitFor({ state: 'hidden' });
      expect(await page.locator('html[data-hydrated]').count()).toBe(1);

      await menuButton.click();
      await drawer.waitFor();
      expect(await drawer.locator('.drawer__sidebar a[aria-current="page"]').getAttribute('href')).toBe(href);
      await page.setViewportSize({ width: 1200, height: 800 });
      await drawer.waitFor({ state: 'hidden' });
      expect(await menuButton.isVisible()).toBe(false);
      expect(problems).toEqual([]);
    });

    it('works without JavaScript: the menu opens with its links, languages and the docs sidebar, every tab panel shows, no copy button, Enter searches', async () => {
      const { page } = await newPage(site, { width: 390, height: 844, javaScriptEnabled: false });
      await page.goto(`${site.url}${l.prefix}/docs/api/specification`);
      await page.locator('.navbar__toggle').click();
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      expect(await drawer.getByRole('link', { name: l.docs, exact: true }).isVisible()).toBe(true);
      // The page's own sidebar shows in the open menu, under its links, on top and within the drawer's width.
      const onTop = (sel: string) => page.locator(sel).first().evaluate((a) => {
        const r = a.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!hit && a.contains(hit) && r.right <= 320 && r.top > document.querySelector('.drawer__languages')!.getBoundingClientRect().bottom;
      });
      expect(await onTop('.doc-sidebar a[aria-current="page"]')).toBe(true);
      // The languages are folded under their heading, which names the current one; the sidebar moves down for them.
      expect(await drawer.locator('a[lang="zh-CN"]').isVisible()).toBe(false);
      await drawer.locator('.drawer__languages > summary').click();
      expect(await drawer.locator('a[lang="zh-CN"]').isVisible()).toBe(true);
      expect(await onTop('.doc-sidebar a')).toBe(true);
      const panels = page.locator('.tabs').first().locator('[role="tabpanel"]');
      expect(await panels.count()).toBeGreaterThan(1);
      for (let i = 0; i < (await panels.count()); i++) expect(await panels.nth(i).isVisible()).toBe(true);
      expect(await page.locator('.code-block__copy').first().isVisible()).toBe(false);
      // The navbar box is a GET form: Enter opens the search page for the query, which says it needs JavaScript.
      const search = await page.context().newPage();
      await search.goto(`${site.url}${l.prefix}/docs/api/specification`);
      await search.locator('.search-box__input').fill('select rows');
      await search.locator('.search-box__input').press('Enter');
      await search.waitForURL(`${site.url}${l.prefix}/search?q=select+rows`);
      expect(await search.locator('.search-page__noscript').isVisible()).toBe(true);
      await drawer.locator(`a[lang="${l.prefix ? 'en' : 'zh-CN'}"]`).click();
      await page.waitForURL(`${site.url}${l.prefix ? '' : '/zh'}/docs/api/specification`);
    });
  });

  describe(`announcement bar and docs version (${l.prefix || '/'})`, () => {
    it('shows the announcement until closed, then stays closed across reloads', async () => {
      const { page, problems } = await newPage(site);
      await page.goto(`${site.url}${l.prefix}/`);
      await hydrated(page);
      const bar = page.locator('.announcement-bar');
      expect(await bar.textContent()).toContain(l.announcement);
      expect(await bar.locator('a').getAttribute('href')).toBe(`${l.prefix}/blog/entix-v4`);
      await bar.getByRole('button').click();
      await bar.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('entix:announcement-dismissed'))).toBe('entix-4.0');
      await page.reload();
      expect(await page.getAttribute('html', 'data-announcement-dismissed')).toBe('');
      expect(await bar.isVisible()).toBe(false);
      await hydrated(page);
      await expect.poll(() => bar.count()).toBe(0);
      expect(problems).toEqual([]);
    });

    if (l.prefix) return;

    it('shows a new announcement even when an older one was closed', async () => {
      const { page } = await newPage(site);
      await page.addInitScript(() => localStorage.setItem('entix:announcement-dismissed', 'entix-3.9'));
      await page.goto(`${site.url}${l.prefix}/`);
      await hydrated(page);
      await settled(page);
      expect(await page.locator('.announcement-bar').isVisible()).toBe(true);
    });

    it('stores the docs version being read', async () => {
      const { page } = await newPage(site);
      await page.goto(`${site.url}${l.prefix}/`);
      await hydrated(page);
      expect(await page.evaluate(() => localStorage.getItem('entix:docs-preferred-version'))).toBeNull();
      await page.goto(`${site.url}${l.prefix}/docs/quick-start`);
      await hydrated(page);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('entix:docs-preferred-version'))).toBe('current');
    });

    it('gives the search page the stored docs version, ignoring one that no longer exists', async () => {
      for (const stored of ['current', '2.x']) {
        const { page } = await newPage(site);
        await page.addInitScript((v) => localStorage.setItem('entix:docs-preferred-version', v), stored);
        await page.goto(`${site.url}${l.prefix}/search`);
        await hydrated(page);
        await page.locator('input[type="search"]').last().fill('entity');
        await expect.poll(() => new URL(page.url()).searchParams.get('version')).toBe('current');
        await page.context().close();
      }
    });
  });
}

describe('code block word wrap', () => {
  it("shows Docusaurus' word-wrap toggle only on a block that scrolls sideways, before and after the app, and wraps and unwraps it", async () => {
    const { page, problems } = await newPage(site, { width: 400, height: 800 });
    await page.goto(`${site.url}/zh/docs/quick-start`);
    const blocks = page.locator('.code-block');
    const scrolls = (i: number) => blocks.nth(i).locator('pre').evaluate((p) => p.scrollWidth > p.clientWidth);
    const index = await blocks.locator('pre').evaluateAll((ps) => ps.map((p) => p.scrollWidth > p.clientWidth));
    const wide = index.indexOf(true);
    const narrow = index.indexOf(false);
    expect(wide, 'a block wider than a narrow screen').toBeGreaterThanOrEqual(0);
    expect(narrow, 'a block that fits').toBeGreaterThanOrEqual(0);
    const wrap = (i: number) => blocks.nth(i).locator('.code-block__wrap');
    const box = (i: number) => wrap(i).locator('input');

    await blocks.nth(narrow).hover();
    await blocks.nth(narrow).locator('.code-block__copy').waitFor({ state: 'visible' });
    expect(await wrap(narrow).isVisible()).toBe(false);

    await blocks.nth(wide).hover();
    await wrap(wide).waitFor({ state: 'visible' });
    expect(await box(wide).getAttribute('aria-label')).toBe('自动换行');
    await wrap(wide).click();
    expect(await box(wide).isChecked()).toBe(true);
    expect(await scrolls(wide)).toBe(false);
    // Wrapped, the block no longer scrolls: the toggle stays, to unwrap it.
    expect(await wrap(wide).isVisible()).toBe(true);
    await wrap(wide).click();
    expect(await box(wide).isChecked()).toBe(false);
    expect(await scrolls(wide)).toBe(true);

    // The same after the app has taken the page over, and by keyboard.
    await hydrated(page);
    await box(wide).focus();
    await page.keyboard.press('Space');
    expect(await box(wide).isChecked()).toBe(true);
    expect(await scrolls(wide)).toBe(false);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('printing', () => {
  it('prints a docs page as its article alone, in the light theme, its code wrapped, even from dark mode', async () => {
    const { page, problems } = await newPage(site);
    await page.addInitScript(() => localStorage.setItem('entix:theme', 'dark'));
    await page.goto(`${site.url}/docs/quick-start`);
    expect(await theme(page)).toBe('dark');
    const codeColour = () => page.locator('code[data-theme] span[style]').first().evaluate((e) => getComputedStyle(e).color);
    const screenCode = await codeColour();
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.navbar', '.doc-sidebar', '.toc', '.footer', '.pagination-nav', '.edit-this-page', '.code-block__buttons', '.back-to-top']) {
      expect(await page.locator(chrome).first().isVisible(), chrome).toBe(false);
    }
    expect(await page.locator('article h1').isVisible()).toBe(true);
    const layout = await page.evaluate(() => ({
      article: document.querySelector('article')!.getBoundingClientRect().width / document.documentElement.clientWidth,
      background: getComputedStyle(document.body).backgroundColor,
      wrap: getComputedStyle(document.querySelector('.code-block code')!).whiteSpace,
    }));
    expect(layout.article).toBeGreaterThan(0.85);
    expect(layout.background).toBe('rgb(255, 255, 255)');
    expect(layout.wrap).toBe('pre-wrap');
    const printCode = await codeColour();
    expect(printCode).not.toBe(screenCode);
    // The light theme's colour, as a light page shows it on screen.
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await codeColour()).toBe(printCode);
    expect(problems).toEqual([]);
  });
});
