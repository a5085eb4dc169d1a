/** Ends the current task so input and paint can run before the next piece of work. */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof s?.yield === 'function' ? s.yield() : new Promise((r) => setTimeout(r, 0));
}
