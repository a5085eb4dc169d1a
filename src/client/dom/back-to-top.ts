import { JITTER, toggleOnScroll } from './toggle-on-scroll.ts';

/** Docusaurus' threshold: above it the page's own top is close enough. */
const THRESHOLD = 300;

/** Whether the button shows after the page scrolled from `prevY` to `y`: on the way up, away from the top. */
export function nextShown(shown: boolean, prevY: number, y: number): boolean {
  if (y < THRESHOLD) return false;
  if (y < prevY - JITTER) return true;
  if (y > prevY + JITTER) return false;
  return shown;
}

/** Shows the back-to-top button while the reader scrolls up a long page. */
export function installBackToTop(win: Window = window): void {
  toggleOnScroll(win, '.back-to-top', 'back-to-top--shown', nextShown);
}

/** The button's press: to the top, smoothly unless the reader asked for less motion. */
export function scrollToTop(win: Window = window): void {
  win.scrollTo({ top: 0, behavior: win.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
}
