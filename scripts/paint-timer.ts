import type { BrowserContext, Page } from 'playwright-core';

// Times what a reader feels: from the pointerdown or keydown that starts an action to the frame
// that shows its result, measured inside Chromium with its own clocks (epoch ms, so a time taken
// in one document compares with one taken in the next after a full navigation).

/** Every document of the context records its first pointerdown or keydown in sessionStorage. */
export async function recordInputStart(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const note = (e: Event) => { if (!sessionStorage.getItem('bench:t0')) sessionStorage.setItem('bench:t0', String(performance.timeOrigin + e.timeStamp)); };
    addEventListener('pointerdown', note, true);
    addEventListener('keydown', note, true);
  });
}

/**
 * Arms a watcher in the current document: once `condition` (a function body over `document`)
 * holds after a DOM change or a focus move, the time of the next animation frame is kept.
 */
export async function armFrameWatch(page: Page, condition: string): Promise<void> {
  await page.evaluate((body) => {
    sessionStorage.removeItem('bench:t0');
    const test = new Function('document', `return (${body});`) as (d: Document) => boolean;
    const w = window as unknown as { __benchDone?: Promise<number> };
    w.__benchDone = new Promise<number>((resolve) => {
      const check = () => {
        if (!test(document)) return;
        obs.disconnect();
        removeEventListener('focusin', check, true);
        requestAnimationFrame((ts) => resolve(performance.timeOrigin + ts));
      };
      const obs = new MutationObserver(check);
      obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      addEventListener('focusin', check, true);
    });
  }, condition);
}

/**
 * Milliseconds from the recorded input to the frame that showed the result: the armed watcher's
 * frame, or, if the action loaded a new document, that document's first contentful paint.
 */
export async function elapsed(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const t0 = Number(sessionStorage.getItem('bench:t0'));
    const w = window as unknown as { __benchDone?: Promise<number> };
    if (w.__benchDone) return (await w.__benchDone) - t0;
    const fcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, obs) => {
        const e = list.getEntriesByName('first-contentful-paint')[0];
        if (e) { obs.disconnect(); resolve(e.startTime); }
      }).observe({ type: 'paint', buffered: true });
    });
    return performance.timeOrigin + fcp - t0;
  });
}

/** Median and worst of a list of milliseconds, for a bench line. */
export function spread(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const median = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  return `median ${median.toFixed(0)} ms, worst ${s[s.length - 1]!.toFixed(0)} ms (${s.length} runs)`;
}
