import { chromium, type Browser, type Page } from 'playwright-core';
import { startStaticServer } from './static-server.ts';

export interface BenchSite { browser: Browser; url: string; close: () => Promise<void> }

/** dist/ on a loopback static host plus one headless Chromium, for the bench's browser figures. */
export async function openBenchSite(distDir: string): Promise<BenchSite> {
  const { server, url } = await startStaticServer(distDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  return { browser, url, close: async () => { await browser.close(); server.close(); } };
}

/** Gives the page its first sign of use and waits until the app has hydrated it. */
export async function useAndHydrate(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(2, size.height - 2);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}
