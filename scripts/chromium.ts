import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from 'playwright-core';
import type { Server } from 'node:http';
import { startStaticServer } from './static-server.ts';
import { chromiumPath } from './ensure-chromium.ts';

// Shared by the browser tests, the bench and the social-card script.
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'];

/** Debian's Chromium (CHROMIUM_PATH overrides), headless. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export interface ServedSite { browser: Browser; url: string; close: () => Promise<void> }

/** A built site on a loopback static host (as `npm run serve`) plus one Chromium. */
export async function serveWithChromium(dir: string, base = '/'): Promise<ServedSite> {
  const { server, url } = await startStaticServer(dir, 0, '127.0.0.1', base);
  const browser = await launchChromium();
  return {
    browser,
    url,
    close: async () => {
      await browser.close();
      await new Promise<void>((r) => (server as Server).close(() => r()));
    },
  };
}

/**
 * A new reader's page in a fresh context, with analytics' scripts refused by the browser itself.
 * Not with request routing: routing turns the HTTP cache off, and what the page fetched ahead
 * at idle would then be fetched again on use, as no reader's browser does.
 */
export async function readerPage(browser: Browser, opts: BrowserContextOptions = {}, setup?: (context: BrowserContext) => Promise<void>): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...opts });
  await setup?.(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: ['*://www.googletagmanager.com/*', '*google-analytics.com/*'] });
  return { page, cdp };
}

/**
 * The reader's first sign of use, which starts the app: a press on a spot of the page that holds
 * nothing to operate (no link, button, field or summary). A pointer merely passing over the page,
 * or scrolling it, does not start it.
 */
export async function signOfUse(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 800, height: 600 };
  const spots = [[size.width - 3, size.height - 3], [3, size.height - 3], [size.width / 2, size.height - 3], [size.width - 3, size.height / 2]];
  const spot = await page.evaluate((xs) => xs.find(([x, y]) => {
    const el = document.elementFromPoint(x!, y!);
    return !!el && !el.closest('a, button, input, textarea, select, summary, label, [tabindex]:not([tabindex="-1"]), [contenteditable]');
  }), spots);
  if (!spot) throw new Error('signOfUse: no spot without a control at the edges of the page');
  await page.mouse.move(spot[0]!, spot[1]!);
  await page.mouse.down();
  await page.mouse.up();
  // A press moves where Tab starts from; a test of keyboard order starts from the top, as before any press.
  await page.evaluate(() => {
    const mark = document.createElement('span');
    mark.tabIndex = -1;
    document.body.prepend(mark);
    mark.focus({ preventScroll: true });
    mark.blur();
    mark.remove();
  });
}

/** A prerendered page loads the app on the reader's first sign of use: this gives one and waits until React owns the page. */
export async function firstUse(page: Page): Promise<void> {
  await signOfUse(page);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}
