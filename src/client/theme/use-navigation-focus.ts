import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation (not the first view): focus moves to the new page's main heading,
 * so keyboard and screen-reader users start where the page starts, and the new title is returned
 * for a live region to announce. Scroll is React Router's ScrollRestoration's job.
 */
export function useNavigationFocus(): string {
  const location = useLocation();
  const first = useRef(true);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    const main = document.getElementById('main-content');
    const target = (location.hash ? null : main?.querySelector<HTMLElement>('h1')) ?? main;
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    }
    setAnnounced(document.title);
  }, [location.key, location.hash]);
  return announced;
}
