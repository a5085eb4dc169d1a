import * as Comlink from 'comlink';
import type { SearchAnswer, SearchManifest, SearchOptions } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';
import type { SearchWorkerApi } from './search.worker.ts';

// Created on first use only (focus, hover, Ctrl+K), never during prerender or first load.
let remote: Comlink.Remote<SearchWorkerApi> | undefined;
let configured: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

const DEV_MANIFEST = '/__entix/search/manifest.json';

/** The build writes hashed file names into a <meta> of every page; the dev server serves a manifest. */
async function readManifest(): Promise<SearchManifest> {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="entix-search"]');
  if (meta) return JSON.parse(meta.content) as SearchManifest;
  const res = await fetch(DEV_MANIFEST, { cache: 'no-store' });
  return (await res.json()) as SearchManifest;
}

function worker(): Comlink.Remote<SearchWorkerApi> {
  if (!remote) {
    const w = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'entix-search' });
    const r = Comlink.wrap<SearchWorkerApi>(w);
    remote = r;
    configured = readManifest().then((m) => r.configure(m));
  }
  return remote;
}

export function warmSearch(locale: Locale): void {
  const r = worker();
  void configured.then(() => r.warm(locale)).catch(() => undefined);
}

export async function searchSite(query: string, opts: SearchOptions): Promise<SearchAnswer> {
  const r = worker();
  await configured;
  return r.search(query, opts);
}

/** Called when the index changed under the reader (dev: a content edit), to re-run the shown query. */
export function onIndexChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

if (import.meta.hot) {
  import.meta.hot.on('entix:search-changed', () => {
    const r = remote;
    if (!r) return;
    configured = readManifest().then((m) => r.configure(m));
    void configured.then(() => listeners.forEach((fn) => fn()));
  });
}

/** Latest-wins: answers to earlier keystrokes that arrive late are dropped. */
export function latestOnly<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R | undefined> {
  let seq = 0;
  return async (...args) => {
    const mine = ++seq;
    const out = await fn(...args);
    return mine === seq ? out : undefined;
  };
}
