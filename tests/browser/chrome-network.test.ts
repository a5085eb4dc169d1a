import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { hydrated, newPage, openSite, routeChunk, type Site, settled } from './harness.ts';

// Prefetching, analytics and SEO files on the built site (SITE_DIR, default dist/).
const DIR = process.env.SITE_DIR ?? 'dist';
let site: Site;
beforeAll(async () => { site = await openSite(DIR); });
afterAll(async () => { await site?.close(); });

/** Route chunk file of each content path, read from the prerendered HTML (names are hashes). */
const chunks = new Map<string, string>();
const chunkOf = (path: string) => chunks.get(path) ?? `(no chunk known for ${path})`;
beforeAll(async () => {
  for (const prefix of ['', '/zh']) {
    for (const p of ['/docs', '/docs/quick-start', '/docs/api/magic-api/count$', '/docs/getting-started/installation']) chunks.set(prefix + p, await routeChunk(site, prefix + p));
  }
});

function chunkRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => { if (r.url().includes('/assets/p-')) seen.push(new URL(r.url()).pathname); });
  return seen;
}

async function overrideConnection(page: Page, connection: { saveData?: boolean; effectiveType?: string }): Promise<void> {
  await page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c, configurable: true }), connection);
}

for (const prefix of ['', '/zh']) {
  describe(`prefetching (${prefix || '/'})`, () => {
    it('prefetches links in the viewport, so a click renders without another request', async () => {
      const { page, problems } = await newPage(site);
      const seen = chunkRequests(page);
      await page.goto(`${site.url}${prefix}/docs`);
      await hydrated(page);
      const target = `${prefix}/docs/quick-start`;
      await expect.poll(() => seen.some((u) => u.startsWith(chunkOf(target)))).toBe(true);
      // A sidebar link far below the sidebar's visible part is not prefetched.
      expect(seen.some((u) => u.startsWith(chunkOf(`${prefix}/docs/api/magic-api/count$`)))).toBe(false);
      const before = seen.length;
      await page.locator(`.doc-sidebar a[href="${target}"]`).click();
      await page.waitForURL(`**${target}`);
      await page.locator('article h1').waitFor();
      expect(seen.slice(before).filter((u) => u.startsWith(chunkOf(target)))).toEqual([]);
      expect(problems).toEqual([]);
    });

    // What prefetches and when is the same code in every locale: the rest runs in the default one.
    if (prefix) return;

    it('prefetches a link on hover', async () => {
      const { page } = await newPage(site);
      const seen = chunkRequests(page);
      await page.goto(`${site.url}${prefix}/docs`);
      await hydrated(page);
      const target = `${prefix}/docs/api/magic-api/count$`;
      await settled(page);
      expect(seen.some((u) => u.startsWith(chunkOf(target)))).toBe(false);
      // dispatchEvent does not scroll the link into view: only the hover can trigger it.
      await page.locator(`.doc-sidebar a[href="${target}"]`).dispatchEvent('mouseover');
      await expect.poll(() => seen.some((u) => u.startsWith(chunkOf(target)))).toBe(true);
    });

    for (const connection of [{ saveData: true, effectiveType: '4g' }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      it(`does not prefetch with ${JSON.stringify(connection)}`, async () => {
        const { page } = await newPage(site);
        await overrideConnection(page, connection);
        const seen = chunkRequests(page);
        await page.goto(`${site.url}${prefix}/docs`);
        await hydrated(page);
        await page.locator(`.doc-sidebar a[href="${prefix}/docs/api/magic-api/count$"]`).dispatchEvent('mouseover');
        await page.locator(`.doc-sidebar a[href="${prefix}/docs/quick-start"]`).hover();
        await settled(page);
        // Only the page's own chunk, which its HTML preloads.
        expect(seen.filter((u) => !u.startsWith(chunkOf(`${prefix}/docs`)))).toEqual([]);
      });
    }
  });

  describe(`analytics (${prefix || '/'})`, () => {
    it('loads gtag with the configured id and sends anonymised page views at load and on navigation', async () => {
      const { page, problems } = await newPage(site);
      const scripts: string[] = [];
      await page.route('**/*google*/**', (route) => {
        scripts.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' });
      });
      await page.goto(`${site.url}${prefix}/docs`);
      await hydrated(page);
      await expect.poll(() => scripts).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ENTIX00001']);
      const layer = () => page.evaluate(() => ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).map((a) => Array.from(a)));
      const views = async () => (await layer()).filter((e) => e[0] === 'event' && e[1] === 'page_view').map((e) => (e[2] as { page_path: string }).page_path);
      expect((await layer()).find((e) => e[0] === 'config')).toEqual(['config', 'G-ENTIX00001', { anonymize_ip: true, send_page_view: false }]);
      await expect.poll(views).toEqual([`${prefix}/docs`]);
      await page.locator(`.doc-sidebar a[href="${prefix}/docs/quick-start"]`).click();
      await page.waitForURL(`**${prefix}/docs/quick-start`);
      await expect.poll(views).toEqual([`${prefix}/docs`, `${prefix}/docs/quick-start`]);
      const last = (await layer()).filter((e) => e[0] === 'event').pop()![2] as Record<string, string>;
      expect(last.page_title).toMatch(/ \| Entix$/);
      expect(last.page_location).toBe(`${site.url}${prefix}/docs/quick-start`);
      expect(problems).toEqual([]);
    });

    if (prefix) return;

    it('keeps working without errors when the script cannot load (offline)', async () => {
      const { page, problems } = await newPage(site);
      await page.route('**/*google*/**', (route) => route.abort('internetdisconnected'));
      await page.goto(`${site.url}${prefix}/docs`);
      await hydrated(page);
      await settled(page);
      await page.locator(`.doc-sidebar a[href="${prefix}/docs/quick-start"]`).click();
      await page.locator('.doc-sidebar [aria-current="page"]').and(page.locator(`[href="${prefix}/docs/quick-start"]`)).waitFor();
      const views = await page.evaluate(() => ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? []).filter((a) => a[0] === 'event').length);
      expect(views).toBe(1);
      // Chromium itself notes the failed request; the page logs nothing and throws nothing.
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    });
  });
}

function htmlRoutes(dir: string, base = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(dir, base))) {
    const rel = base ? `${base}/${name}` : name;
    if (statSync(join(dir, rel)).isDirectory()) { if (rel !== 'assets') out.push(...htmlRoutes(dir, rel)); }
    else if (name === 'index.html') out.push(base === '' ? '/' : `/${base}`);
  }
  return out;
}

describe('head tags, sitemap and robots.txt', () => {
  for (const [path, lang, other] of [['/docs/quick-start', 'en', '/zh/docs/quick-start'], ['/zh/docs/quick-start', 'zh-CN', '/docs/quick-start']] as const) {
    it(`${path} carries title, description, canonical, alternates, social and robots tags without JavaScript`, async () => {
      const context = await site.browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(site.url + path);
      const attr = (sel: string, name = 'content') => page.getAttribute(sel, name);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.title()).toMatch(/^.+ \| Entix$/);
      expect(await attr('meta[name="description"]')).toBeTruthy();
      expect(await attr('link[rel="canonical"]', 'href')).toBe(`https://entix.dev${path}`);
      const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((ls) => ls.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
      const en = lang === 'en' ? path : other;
      const zh = lang === 'en' ? other : path;
      expect(alternates).toEqual([`en https://entix.dev${en}`, `zh-CN https://entix.dev${zh}`, `x-default https://entix.dev${en}`]);
      expect(await attr('meta[name="robots"]')).toBe('index, follow');
      expect(await attr('meta[property="og:title"]')).toBe(await page.title());
      expect(await attr('meta[property="og:url"]')).toBe(`https://entix.dev${path}`);
      expect(await attr('meta[property="og:description"]')).toBe(await attr('meta[name="description"]'));
      expect(await attr('meta[property="og:image"]')).toBe('https://entix.dev/img/social-card.png');
      expect(await attr('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await attr('meta[name="twitter:image"]')).toBe('https://entix.dev/img/social-card.png');
      const icons = await page.locator('link[rel="icon"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
      expect(icons.sort()).toEqual(['/favicon.ico', '/img/logo.svg']);
      for (const file of [...icons, '/img/social-card.png']) expect((await page.request.get(site.url + file!)).status(), file!).toBe(200);
      await context.close();
    });
  }

  it('has a 1200×630 social card', () => {
    const png = readFileSync(join(DIR, 'img/social-card.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('lists every page of both locales in sitemap.xml, which robots.txt points to', async () => {
    const { page } = await newPage(site);
    const robots = await (await page.request.get(`${site.url}/robots.txt`)).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain('Sitemap: https://entix.dev/sitemap.xml');
    const res = await page.request.get(`${site.url}/sitemap.xml`);
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(m[1]!.replace('https://entix.dev', '')));
    // A route that repeats another page (the docs root shows the introduction) points its canonical
    // link there and stays out of the sitemap.
    const canonical = (r: string) => decodeURI(/<link rel="canonical" href="https:\/\/entix\.dev([^"]*)"/.exec(readFileSync(join(DIR, r, 'index.html'), 'utf8'))?.[1] ?? r).replace(/(.)\/$/, '$1');
    const repeats = (r: string) => canonical(r) !== r;
    const pages = htmlRoutes(DIR).filter((r) => r !== '/404' && r !== '/zh/404' && !repeats(r)).map((r) => (r === '/zh' ? '/zh/' : r));
    expect(pages).not.toContain('/docs');
    expect(locs.sort()).toEqual(pages.sort());
    expect(locs.filter((l) => l.startsWith('/zh/')).length).toBeGreaterThan(100);
    expect(xml).toContain('hreflang="x-default"');
  });
});
