import type { BrowserContext, Page } from 'playwright-core';

// Times what a reader feels: from the pointerdown or keydown that starts an action to the frame
// that shows its result, measured inside Chromium with its own clocks (epoch ms, so a time taken
// in one document compares with one taken in the next after a full navigation).

/** Every document of the context records its first pointerdown or keydown in sessionStorage. */
export async function recordInputStart(context: BrowserContext): Promise<void> {
  // Kept in the page first: a document's first sessionStorage call waits on the browser process
  // (5–10 ms seen in traces), which the press being timed would pay. Stored on pagehide, for a
  // press that loads a new document.
  await context.addInitScript(`(() => {
    function note(e) { if (window.__benchT0 === undefined && !sessionStorage.getItem('bench:t0')) window.__benchT0 = performance.timeOrigin + e.timeStamp; }
    addEventListener('pointerdown', note, true);
    addEventListener('keydown', note, true);
    addEventListener('pagehide', () => { if (window.__benchT0 !== undefined) sessionStorage.setItem('bench:t0', String(window.__benchT0)); }, true);
    sessionStorage.getItem('bench:t0');
  })()`);
}

/**
 * Arms a watcher in the current document: once `condition` (a function body over `document`)
 * holds after a DOM change or a focus move, the time the next animation frame starts rendering is kept.
 */
// Page-side code is passed as text: the TypeScript runner would otherwise add helpers the page lacks.
const ARM = `(body) => {
  sessionStorage.removeItem('bench:t0');
  window.__benchT0 = undefined;
  const test = new Function('document', 'return (' + body + ');');
  window.__benchDone = new Promise((resolve) => {
    const obs = new MutationObserver(() => check());
    function check() {
      if (!test(document)) return;
      obs.disconnect();
      removeEventListener('focusin', check, true);
      // Not the callback's timestamp: that is when its frame began, which can be before the press
      // was handled, and before the tasks that held the frame back ran.
      requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    }
    obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    addEventListener('focusin', check, true);
  });
}`;

/** Page-side: resolves with the document's first contentful paint (ms since its time origin). */
const FCP = `new Promise((resolve) => {
  new PerformanceObserver((list, obs) => {
    const e = list.getEntriesByName('first-contentful-paint')[0];
    if (e) { obs.disconnect(); resolve(e.startTime); }
  }).observe({ type: 'paint', buffered: true });
})`;

const ELAPSED = `async () => {
  const t0 = window.__benchT0 ?? Number(sessionStorage.getItem('bench:t0'));
  if (window.__benchDone) return (await window.__benchDone) - t0;
  return performance.timeOrigin + (await ${FCP}) - t0;
}`;

/** Resolves once `frames` animation frames have begun in the page. */
export async function nextFrames(page: Page, frames = 1): Promise<void> {
  await page.evaluate(`new Promise((r) => { let n = ${frames}; const tick = () => (--n > 0 ? requestAnimationFrame(tick) : r()); requestAnimationFrame(tick); })`);
}

/**
 * Resolves once the page has shown its first contentful paint and the frame after it has begun:
 * a reader acts on a page they can see. (The load event can come before the first frame is
 * presented, and a press timed from then would measure the first paint, which FCP already does.)
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(FCP);
  await nextFrames(page);
}

/**
 * Arms a watcher in the current document: once `condition` (an expression over `document`)
 * holds after a DOM change or a focus move, the time of the next animation frame is kept.
 */
export async function armFrameWatch(page: Page, condition: string): Promise<void> {
  await page.evaluate(`(${ARM})(${JSON.stringify(condition)})`);
}

/**
 * Milliseconds from the recorded input to the frame that showed the result: the armed watcher's
 * frame, or, if the action loaded a new document, that document's first contentful paint.
 */
export async function elapsed(page: Page): Promise<number> {
  return (await page.evaluate(`(${ELAPSED})()`)) as number;
}

/** Median and worst of a list of milliseconds, for a bench line. */
export function spread(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const median = s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
  const each = process.env.BENCH_VERBOSE ? `: ${ms.map((x) => x.toFixed(0)).join(', ')}` : '';
  return `median ${median.toFixed(0)} ms, worst ${s[s.length - 1]!.toFixed(0)} ms (${s.length} runs${each})`;
}
