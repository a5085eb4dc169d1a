import { useSyncExternalStore } from 'react';
import type { PageModule } from '../page-module.ts';

// Dev server only: a route's chunk that changed on disk (a title, the sidebar, the outline) is
// re-run by HMR and published here, and the open page re-renders with it instead of reloading.
const latest = new Map<string, PageModule>();
const listeners = new Set<() => void>();

export function publishPage(mod: PageModule): void {
  latest.set(mod.data.path, mod);
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The newest version of this route's chunk (the one it loaded with, outside the dev server). */
export function useLivePage(loaded: PageModule): PageModule {
  return useSyncExternalStore(subscribe, () => latest.get(loaded.data.path) ?? loaded, () => loaded);
}
