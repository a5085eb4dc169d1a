import * as Comlink from 'comlink';
import type { PackedShard } from '../../shared/search/compact.ts';
import { addShard, loadMeta, markNeedles, rank, shardsFor, toHit, typoRoundFiles, type LoadedIndex } from '../../shared/search/query.ts';
import { queryWords, warmSegmenter } from '../../shared/search/tokenize.ts';
import type { SearchAnswer, SearchManifest, SearchMeta, SearchOptions, TextShard } from '../../shared/search/types.ts';
import { searchIndexKey } from '../../shared/search/index-key.ts';

let manifest: SearchManifest = {};
/** By index key (shared/search/index-key.ts): a locale, or a locale's older docs version. */
const indexes = new Map<string, Promise<LoadedIndex>>();
/** Term and text files by URL; a failed fetch is forgotten, so the next query retries it. */
const files = new Map<string, Promise<unknown>>();

async function fetchJson<T>(url: string): Promise<T> {
  // What the reader waits for goes ahead of the page's own prefetches.
  const res = await fetch(url, { priority: 'high' });
  if (!res.ok) throw new Error(`search: ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

function once<T>(url: string): Promise<T> {
  let p = files.get(url) as Promise<T> | undefined;
  if (!p) {
    p = fetchJson<T>(url);
    p.catch(() => files.delete(url));
    files.set(url, p);
  }
  return p;
}

function metaFor(locale: string): Promise<LoadedIndex> {
  let p = indexes.get(locale);
  if (!p) {
    const f = manifest[locale];
    if (!f) return Promise.reject(new Error(`search: no index for ${locale}`));
    p = fetchJson<SearchMeta>(f.index).then(loadMeta);
    p.catch(() => indexes.delete(locale));
    indexes.set(locale, p);
  }
  return p;
}

async function loadShards(locale: string, index: LoadedIndex, ns: number[]): Promise<void> {
  const urls = manifest[locale]!.terms;
  await Promise.all(ns.filter((n) => !index.shards.has(n)).map(async (n) => {
    const packed = await once<PackedShard>(urls[n]!);
    if (!index.shards.has(n)) addShard(index, n, packed);
  }));
}

/**
 * The meta file, then just the term files this query's terms live in (see shared/search/shard.ts);
 * for a first answer, those of its words as typed and their synonyms (term-files.ts).
 */
async function indexFor(locale: string, query: string, first: boolean): Promise<LoadedIndex> {
  const index = await metaFor(locale);
  await loadShards(locale, index, shardsFor(index.meta, query, first));
  // The typo round (rare, so fetched second): a Latin word's files one typo away, a Chinese word's
  // sound-alikes', found with the pinyin table, fetched first if needed (without it, the word's
  // characters still stand in for it).
  const url = manifest[locale]!.pinyin;
  const pinyinTable = async () => (url ? once<Record<string, string>>(url).catch(() => undefined) : undefined);
  await loadShards(locale, index, await typoRoundFiles(index, query, pinyinTable, first));
  return index;
}

const warmed = new WeakSet<LoadedIndex>();
function warmQuery(index: LoadedIndex): void {
  if (warmed.has(index)) return;
  warmed.add(index);
  // A stand-in term file (no file has that number), so loading and scoring terms is compiled too.
  const FAKE = -1;
  index.shards.set(FAKE, ['a', 'ab', '的'].map((t, i) => [t, { 0: { 0: 1 }, 3: { [i]: 2 } }]));
  for (const q of ['ab', '的']) {
    shardsFor(index.meta, q, true);
    rank(index, q, { limit: 8 });
  }
  index.shards.delete(FAKE);
  index.engine = undefined;
}

const api = {
  /** New file names (a deploy, or a content edit in dev) drop everything loaded. */
  configure(next: SearchManifest): void {
    manifest = next;
    indexes.clear();
    files.clear();
  },
  /** `locale`: an index key, the page's locale or its older docs version's (search/index-key.ts). */
  async warm(locale: string): Promise<void> {
    const meta = metaFor(locale);
    // While the meta file is on its way (its request out first), not after: a first query waits on the segmenter next.
    const seg = manifest[locale]?.seg;
    if (seg) setTimeout(() => warmSegmenter(seg), 0);
    // Then what a first query does before and after its term files arrive, once, so its own run
    // finds the synonym table built and the code compiled (cold, a first Chinese query spent
    // ~60 ms choosing its files and ~50 ms ranking).
    warmQuery(await meta);
  },
  async search(query: string, opts: SearchOptions): Promise<SearchAnswer> {
    // Titles only: the first answer as the reader types (see firstAsk in client.ts).
    const key = searchIndexKey(opts.locale, opts.version);
    const index = await indexFor(key, query, opts.snippets === false);
    const { ranked, total } = rank(index, query, { ...opts, limit: opts.limit ?? 8 });
    const textUrls = manifest[key]!.text;
    const texts = opts.snippets === false
      ? ranked.map(() => undefined)
      : await Promise.all(ranked.map(async (r) => {
        const [, , , , , n, pos] = index.docs[r.id]!;
        return textUrls[n] ? (await once<TextShard>(textUrls[n]))[pos] : undefined;
      }));
    const hits = ranked.map((r, i) => toHit(index, r, markNeedles(query, r.terms, index.meta.seg), texts[i]));
    return { hits, total, words: queryWords(query, index.meta.seg) };
  },
};

export type SearchWorkerApi = typeof api;
Comlink.expose(api);
