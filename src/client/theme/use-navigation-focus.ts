import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusPageStart } from '../dom/page-focus.ts';

/**
 * After a client-side navigation (not the first view): focus moves to where the new page starts
 * (dom/page-focus.ts), so keyboard and screen-reader users start there, and the new title is returned
 * for a live region to announce. Scroll is React Router's ScrollRestoration's job.
 */
export function useNavigationFocus(): string {
  const location = useLocation();
  const first = useRef(true);
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    focusPageStart(document, !!location.hash);
    setAnnounced(document.title);
  }, [location.key, location.hash]);
  return announced;
}
