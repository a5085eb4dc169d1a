import { JITTER, toggleOnScroll } from './toggle-on-scroll.ts';

/** Below this scroll offset the navbar always shows. */
const TOP_ZONE = 60;

/** Whether the navbar should be hidden after the page scrolled from `prevY` to `y`. */
export function nextHidden(hidden: boolean, prevY: number, y: number): boolean {
  if (y < TOP_ZONE) return false;
  if (y > prevY + JITTER) return true;
  if (y < prevY - JITTER) return false;
  return hidden;
}

/** Hides the navbar on scroll down and shows it on scroll up. An open menu locks page scroll (CSS), so the navbar cannot hide under it. */
export function installHideOnScroll(win: Window = window): void {
  toggleOnScroll(win, 'nav.navbar', 'navbar--hidden', nextHidden);
}
