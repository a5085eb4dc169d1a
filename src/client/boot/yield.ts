/** Ends the current task so input and paint can run before the next piece of work. */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof s?.yield === 'function' ? s.yield() : new Promise((r) => setTimeout(r, 0));
}

/**
 * Once the page has painted its first content. Work started before that frame counts as what the
 * first paint waited for (Lighthouse's simulation puts every request begun before the observed
 * first paint on its path): a first frame the browser holds back must not pull the app in with it.
 */
export function afterFirstPaint(run: () => void, win: Window = window): void {
  const P = (win as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (typeof P !== 'function' || !P.supportedEntryTypes?.includes('paint')) return run();
  let done = false;
  const once = () => { if (!done) { done = true; run(); } };
  const obs = new P((list) => { if (list.getEntriesByName('first-contentful-paint').length) { obs.disconnect(); once(); } });
  obs.observe({ type: 'paint', buffered: true });
  // A page with nothing to paint (or a hidden tab) still gets its later work.
  win.setTimeout(() => { obs.disconnect(); once(); }, 10_000);
}

/** In a task after the next frame: what the reader just did is painted before this work starts. */
export function afterNextPaint(run: () => void, win: Window = window): void {
  if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(() => win.setTimeout(run, 0));
  else win.setTimeout(run, 0);
}

/** When the main thread is idle (a timer where there is no requestIdleCallback). */
export function whenIdle(run: () => void, win: Window = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 4000 });
  else win.setTimeout(run, 1);
}

/**
 * Each step in an idle period of its own. Starting a request costs the main thread a few ms (more
 * on a slow phone): a dozen started in one idle callback made the page's longest task after its
 * first paint, which Lighthouse counts, four times over, in Total Blocking Time.
 */
export function idleSteps(steps: (() => void)[], win: Window = window): void {
  const [first, ...rest] = steps;
  if (!first) return;
  whenIdle(() => { first(); idleSteps(rest, win); }, win);
}

/** After the load event and the first contentful paint (and `delayMs` more), when the main thread is idle. */
export function afterLoadIdle(run: () => void, win: Window = window, delayMs = 0): void {
  const idle = () => whenIdle(run, win);
  const later = () => afterFirstPaint(() => (delayMs ? win.setTimeout(idle, delayMs) : idle()), win);
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
