import type { Browser, CDPSession, Page } from 'playwright-core';
import { readerPage, type ServedSite } from './chromium.ts';
import { armFrameWatch, elapsed, nextFrames, painted, recordInputStart, spread } from './paint-timer.ts';

// The first interaction on a freshly loaded page, as a new reader meets it (fresh browser context,
// nothing cached but what the page itself loaded): a link click, each control, typing after Ctrl+K.

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** BENCH_ONLY=menu,tab: only the rows whose name contains one of these words (all by default). */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const wanted = (name: string) => !ONLY || ONLY.some((w) => name.includes(w));
const DOC = '/docs/api/specification';

interface Options { width?: number; permissions?: string[]; slow?: boolean }

/** Lighthouse's mobile conditions in DevTools terms: Slow 4G and a 4× slower CPU. */
async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function fresh(browser: Browser, url: string, opts: Options = {}): Promise<Page> {
  const { page, cdp } = await readerPage(browser, { viewport: { width: opts.width ?? 1280, height: 800 }, permissions: opts.permissions }, recordInputStart);
  if (opts.slow) await throttle(cdp);
  await page.goto(url, { waitUntil: 'load' });
  await painted(page);
  return page;
}

/** Runs one action `n` times, each on a fresh page, and returns the times. */
async function runs(browser: Browser, url: string, opts: Options, act: (page: Page) => Promise<void>, n = RUNS): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const page = await fresh(browser, url, opts);
    try {
      await act(page);
      out.push(await elapsed(page));
    } finally {
      await page.context().close();
    }
  }
  return out;
}

function linkClick(target: string, title: string) {
  return async (page: Page) => {
    await armFrameWatch(page, `document.querySelector('article h1')?.textContent === ${JSON.stringify(title)}`);
    await page.locator(`.doc-sidebar a[href="${target}"]`).click();
    await page.waitForURL(`**${target}`);
    await page.locator('article h1', { hasText: title }).waitFor();
  };
}

/**
 * Each control: what to do and what shows that it answered; `seen`, a control below the fold that
 * a reader scrolls to first: it is pressed once it has been painted in view, as a reader sees it
 * before pressing it (the press is not timed with the scroll's own frames).
 */
const CONTROLS: { name: string; opts?: Options; shown: string; seen?: string; act: (page: Page) => Promise<void> }[] = [
  { name: 'colour toggle', shown: `document.documentElement.dataset.theme === 'dark'`, act: (p) => p.locator('.color-mode-toggle').click() },
  { name: 'Ctrl+K', shown: `document.activeElement?.classList.contains('search-box__input')`, act: (p) => p.keyboard.press('Control+K') },
  { name: 'mobile menu', opts: { width: 400 }, shown: `!!document.querySelector('details.mobile-menu[open] .drawer__sidebar a')`, act: (p) => p.locator('.navbar__toggle').click() },
  { name: 'tab', seen: '.tabs__tab >> nth=1', shown: `document.querySelectorAll('.tabs__tab')[1]?.getAttribute('aria-selected') === 'true'`, act: (p) => p.locator('.tabs__tab').nth(1).click() },
  { name: 'copy button', seen: '.code-block__copy >> nth=0', opts: { permissions: ['clipboard-read', 'clipboard-write'] }, shown: `document.querySelector('.code-block__copy')?.textContent === '✓'`, act: (p) => p.locator('.code-block__copy').first().click({ force: true }) },
  { name: 'announcement close', shown: `document.documentElement.hasAttribute('data-announcement-dismissed')`, act: (p) => p.locator('.announcement-bar__close').click() },
];

export async function benchInteraction(site: ServedSite): Promise<string[]> {
  const lines: string[] = [];
  const { browser, url } = site;
  const target = '/docs/api/error-code';
  const title = 'Error codes';

  // Twice the runs: one click's time spreads from ~35 to ~110 ms on this machine (21 runs), and a
  // median of 7 moved by ±15 ms from one bench to the next.
  if (wanted('first click')) lines.push(`first click on a sidebar link of a fresh docs page → new page painted: ${spread(await runs(browser, url + DOC, {}, linkClick(target, title), 2 * RUNS))} (budget: 150 ms median)`);
  // Interleaved, one of each in turn, so a busy spell of the machine weighs on both alike.
  const slowClick: number[] = [];
  const slowPlain: number[] = [];
  for (let i = 0; i < (wanted('slow') ? RUNS : 0); i++) {
    slowClick.push(...(await runs(browser, url + DOC, { slow: true }, linkClick(target, title), 1)));
    slowPlain.push(...(await runs(browser, url + DOC, { slow: true }, async (page) => {
      await page.evaluate(`sessionStorage.setItem('bench:t0', String(Date.now()))`);
      await page.goto(url + target, { waitUntil: 'commit' });
    }, 1)));
  }
  if (wanted('slow')) lines.push(`  under Slow 4G and 4× CPU: click ${spread(slowClick)}; a plain browser navigation to it: ${spread(slowPlain)} (budget: never slower)`);

  for (const c of CONTROLS.filter((x) => wanted(x.name))) {
    const ms = await runs(browser, url + DOC, c.opts ?? {}, async (page) => {
      if (c.seen) {
        await page.locator(c.seen).scrollIntoViewIfNeeded();
        await nextFrames(page, 2);
      }
      await armFrameWatch(page, c.shown);
      await c.act(page);
    });
    lines.push(`first ${c.name} on a fresh page (pointerdown/keydown → frame showing it): ${spread(ms)} (budget: 50 ms)`);
  }

  if (!wanted('typed')) return lines;
  let lost = 0;
  for (let i = 0; i < RUNS; i++) {
    const page = await fresh(browser, url + DOC);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('install', { delay: 30 });
    if ((await page.locator('.search-box__input').inputValue()) !== 'install') lost++;
    await page.context().close();
  }
  lines.push(`Ctrl+K then "install" typed at 30 ms a key on a fresh page: ${RUNS - lost} of ${RUNS} runs kept every key`);
  return lines;
}
