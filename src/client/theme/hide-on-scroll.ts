import { useEffect, useState } from 'react';

/** Below this scroll offset the navbar always shows; smaller moves are jitter. */
const TOP_ZONE = 60;
const JITTER = 4;

/** Whether the navbar should be hidden after the page scrolled from `prevY` to `y`. */
export function nextHidden(hidden: boolean, prevY: number, y: number): boolean {
  if (y < TOP_ZONE) return false;
  if (y > prevY + JITTER) return true;
  if (y < prevY - JITTER) return false;
  return hidden;
}

/** Hides on scroll down, shows on scroll up. */
export function useHideOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let prevY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden((h) => nextHidden(h, prevY, y));
      if (Math.abs(y - prevY) > JITTER) prevY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
