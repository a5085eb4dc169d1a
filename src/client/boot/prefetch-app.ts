export interface Connection { saveData?: boolean; effectiveType?: string }

/** No fetching ahead on slow links or when the reader asked to save data. */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Once the page has loaded and the main thread is idle, fetches the app's chunks (named by the
 * build in <meta name="entix:app">) without running them, so the first use only has to run them.
 */
export function prefetchAppWhenIdle(win: Window = window): void {
  const doc = win.document;
  const go = () => {
    const urls = doc.querySelector<HTMLMetaElement>('meta[name="entix:app"]')?.content.split(' ').filter(Boolean) ?? [];
    for (const href of urls) {
      if (doc.querySelector(`link[href="${href}"]`)) continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
  };
  if (!prefetchAllowed((win.navigator as Navigator & { connection?: Connection }).connection)) return;
  const idle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(go, { timeout: 3000 }) : setTimeout(go, 200));
  if (doc.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}
