import '../bind-locales.ts';
import * as Comlink from 'comlink';
import type { LocaleSearchFiles, SearchAnswer, SearchManifest, SearchOptions } from '../../shared/search/types.ts';
import { roughShards } from '../../shared/search/shard.ts';
import { unpackManifest, type PackedManifest } from '../../shared/search/manifest.ts';
import type { Locale } from '../../shared/types.ts';
import type { SearchWorkerApi } from './search.worker.ts';
import { localeOfPath } from '../../shared/locales.ts';
import { siteRoute } from '../base.ts';
import { showEarlyPanel } from './early-panel.ts';
import { showSearchFailure } from '../boot/search-host.ts';
import { whenIdle } from '../boot/yield.ts';
import { META_SEARCH } from '../../shared/names.ts';

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
  /** Rejects when the worker script fails to load or run (a 404 never answers a Comlink call), or when it is dropped. */
  broken: Promise<never>;
  fail: (e: Error) => void;
}

/** A call's worker was dropped by another call that failed on it (offline a moment ago): it goes again on a fresh one. */
class Dropped extends Error {}

// Created at idle after the first view (boot/prefetch-app.ts) or on first use, whichever comes first; never during prerender.
let live: Live | undefined;
const listeners = new Set<() => void>();

/** The build writes hashed file names into a <meta> of every page; the dev server serves a manifest. */
let parsed: { content: string; manifest: SearchManifest } | undefined;
async function readManifest(): Promise<SearchManifest> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${META_SEARCH}"]`);
  if (meta) {
    if (parsed?.content !== meta.content) parsed = { content: meta.content, manifest: unpackManifest(JSON.parse(meta.content) as PackedManifest) };
    return parsed.manifest;
  }
  const res = await fetch(DEV_MANIFEST, { cache: 'no-store' });
  if (!res.ok) throw new Error(`search: manifest answered ${res.status}`);
  return (await res.json()) as SearchManifest;
}

/** Dev: content changed while no search was on screen; the next search asks for the new manifest first. */
let staleInDev = false;

function reconfigure(l: Live): Promise<void> {
  l.configured = readManifest().then((m) => l.remote.configure(m));
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
  const configured = readManifest().then((m) => remote.configure(m));
  configured.catch(() => undefined);
  // The promise's executor ran above: `fail` is its reject by now.
  live = { worker, remote, configured, broken, fail };
  return live;
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
async function call<T>(fn: (r: Comlink.Remote<SearchWorkerApi>) => Promise<T>, deadline = deadlineFromNow(), again = true): Promise<T> {
  const left = deadline - Date.now();
  if (left <= 0) throw new Error('search: no answer in time');
  const l = start();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('search: no answer in time')), left); });
  try {
    return await Promise.race([l.configured.then(() => fn(l.remote)), l.broken, timeout]);
  } catch (e) {
    // A keystroke typed once the network is back must not fail with the worker an older, offline one gave up on.
    if (e instanceof Dropped && again) return call(fn, deadline, false);
    drop(l);
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

export function warmSearch(locale: Locale): void {
  void call((r) => r.warm(locale)).catch(() => undefined);
}

const pageLocale = () => localeOfPath(siteRoute(window.location.pathname) ?? '/');
const asked = new Set<string>();

/**
 * Asks for index files from this thread, into the HTTP cache: the worker, still starting, asks
 * for the same URLs moments later and is served from there, or joins the request under way.
 */
function fetchAhead(pick: (files: LocaleSearchFiles) => string[], priority: RequestPriority = 'high'): void {
  readManifest().then((m) => {
    const files = m[pageLocale()];
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
  whenIdle(() => warmSearch(pageLocale()));
}

/** Warms the index of the locale the page's URL is in (the box searches that one). */
export function warmForPage(): void {
  fetchAhead((f) => [f.index]);
  warmSearch(pageLocale());
}

/**
 * Text typed in the box before the app's panel is up: its term files start loading now, beside
 * the meta file, the worker searches as soon as they are in, and the answer shows while the app
 * hydrates (early-panel.ts).
 */
export function prefetchForPage(query: string): void {
  // Synonyms come with the meta file: their term files, if any, the search fetches itself.
  fetchAhead((f) => (f.bounds?.length ? roughShards(f.bounds, query).map((n) => f.terms[n]!).filter(Boolean) : []));
  const opts = firstAsk(pageLocale());
  const deadline = deadlineFromNow();
  const answer = call((r) => r.search(query, opts), deadline);
  // Shown at once, plain: the app's panel would wait for React's hydration and its own chunk.
  // Failed (the index gone with a deploy, or offline) while the app is not up to say so: said from here.
  answer.then((a) => showEarlyPanel(query, a), () => { if (early?.answer === answer) showSearchFailure(); });
  early = { key: keyOf(query, opts), answer, deadline };
}

/** The suggestions' first question for a query: titles only, from the term files alone (snippets follow). */
export const firstAsk = (locale: Locale): SearchOptions => ({ locale, limit: 8, snippets: false });

/** A first keystroke's answer, asked by the page before the app could ask: the panel's same question takes it. */
let early: { key: string; answer: Promise<SearchAnswer>; deadline: number } | undefined;
const keyOf = (query: string, opts: SearchOptions) => JSON.stringify([query, opts]);

export function searchSite(query: string, opts: SearchOptions): Promise<SearchAnswer> {
  // The panel's first question takes it, or nobody does: kept longer, it would answer a later search for the same text from an old index.
  const taken = early?.key === keyOf(query, opts) ? early : undefined;
  early = undefined;
  if (taken) return taken.answer.catch(() => call((r) => r.search(query, opts), taken.deadline));
  return call((r) => r.search(query, opts));
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
