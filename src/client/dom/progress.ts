/**
 * The navigation progress bar, for the page swap before the app (boot/swap-navigation.ts) and the
 * router after it (theme/ProgressBar.tsx): one bar, shown only when a navigation takes longer than
 * PROGRESS_DELAY_MS, as Docusaurus shows its bar. It lives outside #root, so neither a swapped-in
 * page nor React replaces it mid-navigation.
 */
export const PROGRESS_DELAY_MS = 200;

/** The bar's accessible name: the layout carries it on #main-content, so the first view's script holds no UI string. */
export const PROGRESS_LABEL_ATTR = 'data-progress-label';

/** Starts a navigation's bar; the returned stop removes it (or its timer, for a fast navigation). Idempotent. */
export function startProgress(doc: Document = document, label?: string): () => void {
  const win = doc.defaultView ?? window;
  let bar: HTMLElement | undefined;
  const timer = win.setTimeout(() => {
    bar = doc.createElement('div');
    bar.className = 'progress-bar';
    bar.setAttribute('role', 'progressbar');
    const name = label ?? doc.getElementById('main-content')?.getAttribute(PROGRESS_LABEL_ATTR);
    if (name) bar.setAttribute('aria-label', name);
    doc.body.append(bar);
  }, PROGRESS_DELAY_MS);
  return () => {
    win.clearTimeout(timer);
    bar?.remove();
    bar = undefined;
  };
}
