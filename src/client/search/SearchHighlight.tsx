import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A page opened from a search result (`?_highlight=term`, one per term) marks the terms in
 * its article and scrolls to the first; the marking code loads only on such a visit.
 */
export function SearchHighlight() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const terms = new URLSearchParams(search).getAll('_highlight').map((t) => t.trim()).filter(Boolean);
    if (!terms.length) return undefined;
    let undo: (() => void) | undefined;
    let cancelled = false;
    void import('./highlight.ts').then((m) => {
      if (!cancelled) undo = m.highlightArticle(terms);
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [pathname, search]);
  return null;
}
