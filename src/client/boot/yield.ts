/** Ends the current task so input and paint can run before the next piece of work. */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof s?.yield === 'function' ? s.yield() : new Promise((r) => setTimeout(r, 0));
}

/** After the load event (and `delayMs` more), when the main thread is idle. */
export function afterLoadIdle(run: () => void, win: Window = window, delayMs = 0): void {
  const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(run, { timeout: 4000 }) : win.setTimeout(run, 1));
  const later = () => (delayMs ? win.setTimeout(idle, delayMs) : idle());
  if (win.document.readyState === 'complete') later();
  else win.addEventListener('load', later, { once: true });
}
