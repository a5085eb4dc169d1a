import * as Comlink from 'comlink';
import { loadIndex, markNeedles, rank, toHit, type LoadedIndex } from '../../shared/search/query.ts';
import { queryWords } from '../../shared/search/tokenize.ts';
import type { SearchAnswer, SearchIndexFile, SearchManifest, SearchOptions, TextShard } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';

let manifest: SearchManifest = {};
const indexes = new Map<Locale, Promise<LoadedIndex>>();
const shards = new Map<string, Promise<TextShard>>();

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`search: ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

function indexFor(locale: Locale): Promise<LoadedIndex> {
  let p = indexes.get(locale);
  if (!p) {
    const files = manifest[locale];
    if (!files) return Promise.reject(new Error(`search: no index for ${locale}`));
    p = fetchJson<SearchIndexFile>(files.index).then(loadIndex);
    p.catch(() => indexes.delete(locale));
    indexes.set(locale, p);
  }
  return p;
}

function shard(locale: Locale, n: number): Promise<TextShard> {
  const url = manifest[locale]?.text[n];
  if (!url) return Promise.resolve([]);
  let p = shards.get(url);
  if (!p) {
    p = fetchJson<TextShard>(url);
    p.catch(() => shards.delete(url));
    shards.set(url, p);
  }
  return p;
}

const api = {
  /** New file names (a deploy, or a content edit in dev) drop everything loaded. */
  configure(next: SearchManifest): void {
    manifest = next;
    indexes.clear();
    shards.clear();
  },
  async warm(locale: Locale): Promise<void> {
    await indexFor(locale);
  },
  async search(query: string, opts: SearchOptions): Promise<SearchAnswer> {
    const loaded = await indexFor(opts.locale);
    const { ranked, total } = rank(loaded, query, { ...opts, limit: opts.limit ?? 8 });
    const words = queryWords(query);
    const texts = opts.snippets === false
      ? ranked.map(() => undefined)
      : await Promise.all(ranked.map(async (r) => {
        const [, , , , , n, pos] = loaded.docs[r.id]!;
        return (await shard(opts.locale, n))[pos];
      }));
    const hits = ranked.map((r, i) => toHit(loaded, r, markNeedles(query, r.terms), texts[i]));
    return { hits, total, words };
  },
};

export type SearchWorkerApi = typeof api;
Comlink.expose(api);
