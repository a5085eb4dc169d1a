import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { announcer } from '../dom/announcer.ts';
import { pageArrived } from '../dom/page-arrival.ts';

/**
 * After a client-side navigation (not the first view), the page arrives as the boot's swap makes
 * it arrive (dom/page-arrival.ts): focus where it starts, its title announced. Scroll is React
 * Router's ScrollRestoration's job, which also puts Back where the reader was.
 */
export function useNavigationFocus(): void {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The live region exists before its first change, or some screen readers miss it.
      announcer(document);
      return;
    }
    pageArrived(document, !!location.hash);
  }, [location.key, location.hash]);
}
