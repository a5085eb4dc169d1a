/** Below this scroll offset the navbar always shows; smaller moves are jitter. */
const TOP_ZONE = 60;
const JITTER = 4;
const HIDDEN = 'navbar--hidden';

/** Whether the navbar should be hidden after the page scrolled from `prevY` to `y`. */
export function nextHidden(hidden: boolean, prevY: number, y: number): boolean {
  if (y < TOP_ZONE) return false;
  if (y > prevY + JITTER) return true;
  if (y < prevY - JITTER) return false;
  return hidden;
}

/**
 * Hides the navbar on scroll down and shows it on scroll up, for the page's life, before and after
 * React: scrolling is reading, so it need not start the app (and a press just after a scroll must
 * not wait behind the app's first tasks). React renders the navbar's class as a constant and never
 * rewrites it. An open menu locks page scroll (CSS), so the navbar cannot hide under it.
 */
export function installHideOnScroll(win: Window = window): void {
  let prevY = win.scrollY;
  win.addEventListener('scroll', () => {
    const y = win.scrollY;
    const navbar = win.document.querySelector('nav.navbar');
    if (navbar) {
      const hidden = nextHidden(navbar.classList.contains(HIDDEN), prevY, y);
      if (hidden !== navbar.classList.contains(HIDDEN)) navbar.classList.toggle(HIDDEN, hidden);
    }
    if (Math.abs(y - prevY) > JITTER) prevY = y;
  }, { passive: true });
}
