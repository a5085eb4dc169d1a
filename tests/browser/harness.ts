import type { Page, ConsoleMessage } from 'playwright-core';
import { existsSync } from 'node:fs';
import { firstUse, serveWithChromium, signOfUse, type ServedSite } from '../../scripts/chromium.ts';

export type Site = ServedSite;

/** A built site served on loopback plus one Chromium; call in beforeAll. */
export async function openSite(dir = 'dist', base = '/'): Promise<Site> {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir}/ is not built: run "npm run build" first`);
  return serveWithChromium(dir, base);
}

/** A page that records console errors/warnings and page errors. */
export async function newPage(site: Site, opts: { width?: number; height?: number; permissions?: string[]; javaScriptEnabled?: boolean } = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 }, permissions: opts.permissions, javaScriptEnabled: opts.javaScriptEnabled });
  // Tests run offline: third-party analytics gets an empty answer instead of a logged DNS failure.
  await context.route(/^https:\/\/(www\.googletagmanager\.com|[\w.]*google-analytics\.com)\//, (r) => r.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems };
}

/** Whether React has loaded and committed the page (no React container before that). */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

/** Resolves once React has hydrated, after a first sign of use (see scripts/chromium.ts). */
export const hydrated = firstUse;

/** The reader's first sign of use, without waiting for what it starts (see scripts/chromium.ts). */
export const useSign = signOfUse;

/** The route chunk of a content path: the one `p-*.js` modulepreload its prerendered HTML carries. */
export async function routeChunk(site: Site, path: string): Promise<string> {
  const html = await (await fetch(site.url + path)).text();
  const m = /<link[^>]*rel="modulepreload"[^>]*href="(\/assets\/p-[^"]+\.js)"/.exec(html);
  if (!m) throw new Error(`no route chunk preloaded by ${path}`);
  return m[1]!;
}

/** Scrolls the window with the wheel over the middle of the page (not over the scrollable sidebar). */
export async function wheel(page: Page, dy: number): Promise<void> {
  const size = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(size.width / 2, size.height / 2);
  await page.mouse.wheel(0, dy);
}

/** The app's chunk (React, router, theme), which the first view fetches when idle and runs on first use. */
export const APP_CHUNK = '**/assets/main-*.js';

/**
 * Holds every request matching `pattern` open until the returned release is called, so what a
 * test does happens, for sure, before that file has arrived (no timing involved).
 */
export async function hold(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/**
 * For "nothing else happens" checks: the network has gone quiet (the browser's own networkidle
 * event) and two frames have been produced, so pending handlers and React commits have run.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}
