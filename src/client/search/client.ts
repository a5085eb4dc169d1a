import '../bind-locales.ts';
import * as Comlink from 'comlink';
import type { LocaleSearchFiles, SearchAnswer, SearchManifest, SearchOptions } from '../../shared/search/types.ts';
import { roughShards } from '../../shared/search/shard.ts';
import { moreIndexes, unpackManifest, type PackedManifest } from '../../shared/search/manifest.ts';
import type { Locale } from '../../shared/types.ts';
import type { SearchWorkerApi } from './search.worker.ts';
import { localeOfPath } from '../../shared/locales.ts';
import { siteRoute } from '../base.ts';
import { showEarlyPanel } from './early-panel.ts';
import { showSearchFailure } from '../boot/search-host.ts';
import { whenIdle } from '../boot/yield.ts';
import { META_SEARCH } from '../../shared/names.ts';
import { searchIndexKey } from '../../shared/search/index-key.ts';
import { versionOfPath } from '../dom/docs-version.ts';
import site from 'virtual:entix/site';

/**
 * A search that has not answered by then has failed: the reader sees why, and typing retries. One
 * limit for a question however often it is asked again inside (a dropped worker, the early answer's
 * failure): each asking with a fresh limit made a held index take 24 s to say so.
 */
export const TIMEOUT_MS = 8000;
const deadlineFromNow = () => Date.now() + TIMEOUT_MS;
const DEV_MANIFEST = `${import.meta.env.BASE_URL}__entix/search/manifest.json`;

interface Live {
  worker: Worker;
  remote: Comlink.Remote<SearchWorkerApi>;
  configured: Promise<void>;
  /** The index keys the worker was configured with. */
  keys: Set<string>;
  /** Rejects when the worker script fails to load or run (a 404 never answers a Comlink call), or when it is dropped. */
  broken: Promise<never>;
  fail: (e: Error) => void;
}

/** A call's worker was dropped by another call that failed on it (offline a moment ago): it goes again on a fresh one. */
class Dropped extends Error {}

// Created at idle after the first view (boot/prefetch-app.ts) or on first use, whichever comes first; never during prerender.
let live: Live | undefined;
const listeners = new Set<() => void>();

/**
 * The build writes hashed file names into a <meta> of every page; the dev server serves a manifest.
 * On a site with older docs versions the <meta> has the page's own indexes and names a file with
 * all of them, read when a search asks for one it lacks (`key`).
 */
let parsed: { content: string; manifest: SearchManifest; more?: string } | undefined;
let everyIndex: { url: string; manifest: Promise<SearchManifest> } | undefined;
async function readManifest(key?: string): Promise<SearchManifest> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${META_SEARCH}"]`);
  if (meta) {
    if (parsed?.content !== meta.content) {
      const packed = JSON.parse(meta.content) as PackedManifest;
      parsed = { content: meta.content, manifest: unpackManifest(packed), more: moreIndexes(packed) };
    }
    const { manifest, more } = parsed;
    if (!key || manifest[key] || !more) return manifest;
    if (everyIndex?.url !== more) {
      const all = fetch(more).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`search: ${more} answered ${r.status}`)))).then((p) => unpackManifest(p as PackedManifest));
      everyIndex = { url: more, manifest: all };
      all.catch(() => { if (everyIndex?.manifest === all) everyIndex = undefined; });
    }
    return { ...(await everyIndex.manifest), ...manifest };
  }
  const res = await fetch(DEV_MANIFEST, { cache: 'no-store' });
  if (!res.ok) throw new Error(`search: manifest answered ${res.status}`);
  return (await res.json()) as SearchManifest;
}

/** Dev: content changed while no search was on screen; the next search asks for the new manifest first. */
let staleInDev = false;

function reconfigure(l: Live): Promise<void> {
  l.configured = readManifest().then((m) => configure(l, m));
  l.configured.catch(() => undefined);
  return l.configured;
}

function start(): Live {
  if (live) {
    if (staleInDev) {
      staleInDev = false;
      void reconfigure(live);
    }
    return live;
  }
  const worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module', name: 'entix-search' });
  let fail: (e: Error) => void = () => undefined;
  const broken = new Promise<never>((_, reject) => { fail = reject; });
  broken.catch(() => undefined);
  worker.addEventListener('error', (e) => { e.preventDefault(); fail(new Error('search: the worker failed to load')); });
  const remote = Comlink.wrap<SearchWorkerApi>(worker);
  // The promise's executor ran above: `fail` is its reject by now.
  const l: Live = { worker, remote, configured: Promise.resolve(), keys: new Set(), broken, fail };
  l.configured = readManifest().then((m) => configure(l, m));
  l.configured.catch(() => undefined);
  live = l;
  return live;
}

function configure(l: Live, m: SearchManifest): Promise<void> {
  l.keys = new Set(Object.keys(m));
  return l.remote.configure(m);
}

/** A search of an index the page's manifest lacks (another docs version's) configures the worker with every index first. */
function withIndex(l: Live, key: string | undefined): Promise<void> {
  if (!key || l.keys.has(key)) return l.configured;
  return l.configured.then(() => {
    if (l.keys.has(key)) return undefined;
    // A failed fetch of the list is this search's failure; the next one asks again.
    return readManifest(key).then((m) => (m[key] && !l.keys.has(key) ? configure(l, m) : undefined));
  });
}

/** Forgets a failed worker, so the next keystroke starts afresh instead of waiting on it. */
function drop(l: Live): void {
  if (live !== l) return;
  live = undefined;
  // A call still waiting on this worker would never hear back from it once terminated.
  l.fail(new Dropped('search: the worker was replaced'));
  l.worker.terminate();
  l.remote[Comlink.releaseProxy]();
}

/** Runs one call on the worker; it settles by `deadline` whatever the network does. */
async function call<T>(fn: (r: Comlink.Remote<SearchWorkerApi>) => Promise<T>, deadline = deadlineFromNow(), again = true, key?: string): Promise<T> {
  const left = deadline - Date.now();
  if (left <= 0) throw new Error('search: no answer in time');
  const l = start();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('search: no answer in time')), left); });
  try {
    return await Promise.race([withIndex(l, key).then(() => fn(l.remote)), l.broken, timeout]);
  } catch (e) {
    // A keystroke typed once the network is back must not fail with the worker an older, offline one gave up on.
    if (e instanceof Dropped && again) return call(fn, deadline, false, key);
    drop(l);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

export function warmSearch(locale: Locale, version?: string): void {
  const key = searchIndexKey(locale, version);
  void call((r) => r.warm(key), undefined, true, key).catch(() => undefined);
}

/** The index the box searches: the page's locale, and on a docs page its version's docs. */
export function indexOfPath(path: string): { locale: Locale; version?: string } {
  return { locale: localeOfPath(path), version: versionOfPath(path, site.docs.versions)?.name };
}
const pageIndex = () => indexOfPath(siteRoute(window.location.pathname) ?? '/');
const pageKey = () => { const p = pageIndex(); return searchIndexKey(p.locale, p.version); };
const asked = new Set<string>();

/**
 * Asks for index files from this thread, into the HTTP cache: the worker, still starting, asks
 * for the same URLs moments later and is served from there, or joins the request under way.
 */
function fetchAhead(pick: (files: LocaleSearchFiles) => string[], priority: RequestPriority = 'high'): void {
  readManifest().then((m) => {
    const files = m[pageKey()];
    for (const url of files ? pick(files) : []) {
      if (asked.has(url)) continue;
      asked.add(url);
      // Read to the end: a body nobody reads may stop arriving.
      fetch(url, { priority }).then((r) => r.arrayBuffer()).catch(() => asked.delete(url));
    }
  }, () => undefined);
}

/**
 * At idle, with the app's chunks: the worker starts and loads the index meta file of the page's
 * locale (~20 KB gzip) and its segmenter, all off the main thread, so that a first keystroke
 * waits only for its own term file.
 */
export function warmAtIdle(): void {
  fetchAhead((f) => [f.index], 'low');
  // In an idle period of its own: starting the worker is a task's worth of work too (yield.ts, idleSteps).
  whenIdle(() => { const p = pageIndex(); warmSearch(p.locale, p.version); });
}

/** Warms the index of the locale the page's URL is in (the box searches that one). */
export function warmForPage(): void {
  fetchAhead((f) => [f.index]);
  const p = pageIndex();
  warmSearch(p.locale, p.version);
}

/**
 * Text typed in the box before the app's panel is up: its term files start loading now, beside
 * the meta file, the worker searches as soon as they are in, and the answer shows while the app
 * hydrates (early-panel.ts).
 */
export function prefetchForPage(query: string): void {
  // Synonyms come with the meta file: their term files, if any, the search fetches itself.
  fetchAhead((f) => (f.bounds?.length ? roughShards(f.bounds, query).map((n) => f.terms[n]!).filter(Boolean) : []));
  const p = pageIndex();
  const opts = firstAsk(p.locale, p.version);
  const deadline = deadlineFromNow();
  const answer = call((r) => r.search(query, opts), deadline, true, searchIndexKey(opts.locale, opts.version));
  // Shown at once, plain: the app's panel would wait for React's hydration and its own chunk.
  // Failed (the index gone with a deploy, or offline) while the app is not up to say so: said from here.
  answer.then((a) => showEarlyPanel(query, a), () => { if (early?.answer === answer) showSearchFailure(); });
  early = { key: keyOf(query, opts), answer, deadline };
}

/** The suggestions' first question for a query: titles only, from the term files alone (snippets follow). */
export const firstAsk = (locale: Locale, version?: string): SearchOptions => ({ locale, ...(version && version !== 'current' ? { version } : {}), limit: 8, snippets: false });

/** A first keystroke's answer, asked by the page before the app could ask: the panel's same question takes it. */
let early: { key: string; answer: Promise<SearchAnswer>; deadline: number } | undefined;
const keyOf = (query: string, opts: SearchOptions) => JSON.stringify([query, opts]);

export function searchSite(query: string, opts: SearchOptions): Promise<SearchAnswer> {
  // The panel's first question takes it, or nobody does: kept longer, it would answer a later search for the same text from an old index.
  const taken = early?.key === keyOf(query, opts) ? early : undefined;
  early = undefined;
  const key = searchIndexKey(opts.locale, opts.version);
  if (taken) return taken.answer.catch(() => call((r) => r.search(query, opts), taken.deadline, true, key));
  return call((r) => r.search(query, opts), undefined, true, key);
}

/** Called when the index changed under the reader (dev: a content edit), to re-run the shown query. */
export function onIndexChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

if (import.meta.hot) {
  import.meta.hot.on('entix:search-changed', () => {
    const l = live;
    if (!l) return;
    // The dev server rebuilds the index in a worker thread once the edits pause, and a manifest
    // request waits for that build: asked now only if a search is on screen (to re-run it), else
    // by the next search.
    if (!listeners.size) {
      staleInDev = true;
      return;
    }
    void reconfigure(l).then(() => listeners.forEach((fn) => fn()), () => undefined);
  });
}

/** Latest-wins: answers (and failures) of earlier keystrokes that arrive late are dropped. */
export function latestOnly<A extends unknown[], R>(fn: (...args: A) => Promise<R>): (...args: A) => Promise<R | undefined> {
  let seq = 0;
  return async (...args) => {
    const mine = ++seq;
    try {
      const out = await fn(...args);
      return mine === seq ? out : undefined;
    } catch (e) {
      if (mine === seq) throw e;
      return undefined;
    }
  };
}
