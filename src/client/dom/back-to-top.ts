/** Docusaurus' threshold: above it the page's own top is close enough. */
const THRESHOLD = 300;
const JITTER = 4;
const SHOWN = 'back-to-top--shown';

/** Whether the button shows after the page scrolled from `prevY` to `y`: on the way up, away from the top. */
export function nextShown(shown: boolean, prevY: number, y: number): boolean {
  if (y < THRESHOLD) return false;
  if (y < prevY - JITTER) return true;
  if (y > prevY + JITTER) return false;
  return shown;
}

/**
 * Shows the back-to-top button while the reader scrolls up a long page, for the page's life, before
 * and after React (which renders the button's class as a constant and never rewrites it): as the
 * navbar's hiding, scrolling need not start the app.
 */
export function installBackToTop(win: Window = window): void {
  let prevY = win.scrollY;
  win.addEventListener('scroll', () => {
    const y = win.scrollY;
    const button = win.document.querySelector('.back-to-top');
    if (button) {
      const shown = nextShown(button.classList.contains(SHOWN), prevY, y);
      if (shown !== button.classList.contains(SHOWN)) button.classList.toggle(SHOWN, shown);
    }
    if (Math.abs(y - prevY) > JITTER) prevY = y;
  }, { passive: true });
}

/** The button's press: to the top, smoothly unless the reader asked for less motion. */
export function scrollToTop(win: Window = window): void {
  win.scrollTo({ top: 0, behavior: win.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}
