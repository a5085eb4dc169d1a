import { useEffect } from 'react';
import { reloadOnce } from '../router/chunk-error.ts';
import { META_SEARCH } from '../../shared/names.ts';

/** Why search could not answer, for the message the reader sees (i18n `search.<failure>`). */
export type SearchFailure = 'offline' | 'unavailable';

const META = `meta[name="${META_SEARCH}"]`;

/**
 * Whether the site was deployed again since this page loaded: its hashed search files and chunks
 * are then gone, and only a load of the new deploy can search. Compares this page's search
 * manifest with the one the server now sends for the same URL.
 */
export async function newDeployOut(): Promise<boolean> {
  const mine = document.querySelector<HTMLMetaElement>(META)?.content;
  if (!mine) return false;
  try {
    const res = await fetch(window.location.pathname, { cache: 'no-store' });
    if (!res.ok) return false;
    const now = new DOMParser().parseFromString(await res.text(), 'text/html').querySelector<HTMLMetaElement>(META)?.content;
    return !!now && now !== mine;
  } catch {
    return false;
  }
}

/**
 * After search failed: a stale tab loads `target` (the search page for the query) from the new
 * deploy, once, as route chunks do (router/chunk-error.ts); otherwise the failure to show.
 */
export async function afterFailure(target: string): Promise<SearchFailure | 'reloading'> {
  if (await newDeployOut() && reloadOnce(target, window.sessionStorage, () => window.location.assign(target))) return 'reloading';
  return failureNow();
}

export function failureNow(): SearchFailure {
  return navigator.onLine === false ? 'offline' : 'unavailable';
}

/** While a failure shows, the network coming back retries at once, as the reader's next keystroke would. */
export function useRetryWhenOnline(failure: SearchFailure | undefined, retry: () => void): void {
  useEffect(() => {
    if (!failure) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failure, retry]);
}
