/** What Chromium tells of the reader's link (navigator.connection); absent elsewhere. */
export interface Connection { saveData?: boolean; effectiveType?: string }

export function connectionOf(win: Window = window): Connection | undefined {
  return (win.navigator as (Navigator & { connection?: Connection }) | undefined)?.connection;
}

/**
 * The one prefetch policy, before the app and after it: nothing is fetched ahead of a click (the
 * app's chunks at idle, a page's HTML or route chunk on hover, press or in view) on slow links or
 * when the reader asked to save data.
 */
export function prefetchAllowed(connection: Connection | undefined): boolean {
  // Not a regular expression: compiling one is a millisecond of the boot's task.
  const type = connection?.effectiveType;
  return !connection?.saveData && type !== '2g' && type !== 'slow-2g';
}
