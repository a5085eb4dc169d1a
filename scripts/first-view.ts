import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { firstUse, type ServedSite } from './chromium.ts';

export interface Bytes { raw: number; gzip: number; files: string[] }

/** Sizes of built files (paths relative to dist/), each counted once. */
export function measure(dist: string, files: Iterable<string>): Bytes {
  const list = [...new Set(files)].sort();
  let raw = 0;
  let gzip = 0;
  for (const f of list) {
    const buf = readFileSync(join(dist, f));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { raw, gzip, files: list };
}

export function kb(n: number): string {
  return `${(n / 1024).toFixed(1)} KB`;
}

export interface Loads { js: Bytes; css: Bytes }

/** The site's own JS and CSS files a page requested so far, by kind. */
function recorder(page: Page, site: string): (dist: string) => Loads {
  const seen = { script: new Set<string>(), stylesheet: new Set<string>() };
  page.on('request', (r) => {
    const type = r.resourceType();
    if ((type === 'script' || type === 'stylesheet') && r.url().startsWith(site)) seen[type].add(new URL(r.url()).pathname.slice(1));
  });
  return (dist) => ({ js: measure(dist, seen.script), css: measure(dist, seen.stylesheet) });
}

/**
 * What a page really loads in Chromium: its first view (HTML parsed, network idle, no input) and
 * then everything its first use adds (a sign of use loads the app and hydrates).
 */
export async function pageLoads(site: ServedSite, dist: string, path: string): Promise<{ view: Loads; idle: Bytes; use: Loads; prefetch: Bytes; hydrateMs: number }> {
  const page = await site.browser.newPage();
  try {
    const loads = recorder(page, site.url);
    await page.goto(site.url + path, { waitUntil: 'networkidle' });
    // The app's chunks, fetched (not run) once the page is idle, are not part of what the first view needs.
    const app = new Set((await page.locator('meta[name="entix:app"]').getAttribute('content').catch(() => null))?.split(' ').map((f) => f.slice(1)) ?? []);
    const seen = loads(dist);
    // The stylesheet is inlined in the HTML: count it as the first view's CSS all the same.
    const inline = Buffer.from(await page.evaluate(() => [...document.querySelectorAll('head style')].map((s) => s.textContent).join('')));
    const css = { raw: seen.css.raw + inline.length, gzip: seen.css.gzip + (inline.length ? gzipSync(inline, { level: 9 }).length : 0), files: [...seen.css.files, ...(inline.length ? ['(inline <style>)'] : [])] };
    const view = { js: measure(dist, seen.js.files.filter((f) => !app.has(f))), css };
    const idle = measure(dist, seen.js.files.filter((f) => app.has(f)));
    const t0 = performance.now();
    await firstUse(page);
    const hydrateMs = performance.now() - t0;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const all = loads(dist);
    const added = (a: Bytes, b: Bytes) => a.files.filter((f) => !b.files.includes(f));
    // Route chunks of other pages are the hydrated app prefetching the links in view.
    const prefetched = added(all.js, view.js).filter((f) => /(^|\/)[pc]-[^/]+\.js$/.test(f));
    const use = { js: measure(dist, added(all.js, view.js).filter((f) => !prefetched.includes(f))), css: measure(dist, added(all.css, view.css)) };
    return { view, idle, use, prefetch: measure(dist, prefetched), hydrateMs };
  } finally {
    await page.close();
  }
}
