/** Moves smaller than this are jitter, not a direction. */
export const JITTER = 4;

/**
 * For the page's life, before and after React: after each scroll, the element `selector` finds has
 * `className` as `next(has it, previous offset, offset)` says. Scrolling is reading, so it need not
 * start the app (and a press just after a scroll must not wait behind the app's first tasks); React
 * renders that element's class as a constant and never rewrites it.
 */
export function toggleOnScroll(win: Window, selector: string, className: string, next: (on: boolean, prevY: number, y: number) => boolean): void {
  let prevY = win.scrollY;
  win.addEventListener('scroll', () => {
    const y = win.scrollY;
    const el = win.document.querySelector(selector);
    if (el) {
      const on = next(el.classList.contains(className), prevY, y);
      if (on !== el.classList.contains(className)) el.classList.toggle(className, on);
    }
    if (Math.abs(y - prevY) > JITTER) prevY = y;
  }, { passive: true });
}
