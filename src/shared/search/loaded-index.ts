import type MiniSearch from 'minisearch';
import { unpackPostings, unpackTerms, type PackedShard } from './compact.ts';
import { loadEngine, postingsToEntry, type EngineDoc, type TermEntry } from './engine.ts';
import type { Pinyin } from './homophones.ts';
import { expandPages } from './pages.ts';
import { fileOf } from './shard.ts';
import { FIELDS } from './options.ts';
import type { DocRow, SearchIndexFile, SearchMeta } from './types.ts';

/** A locale's meta file and whichever term files have arrived so far, as one MiniSearch. */
export interface LoadedIndex {
  meta: SearchMeta;
  docs: DocRow[];
  names: Map<number, string[]>;
  /** MiniSearch's serialized fieldLength and documentIds, rebuilt from the meta file once. */
  fieldLength: Record<string, number[]>;
  documentIds: Record<string, number>;
  /** MiniSearch index entries by term file. */
  shards: Map<number, TermEntry[]>;
  /** The MiniSearch over the term files loaded so far; dropped when another arrives. */
  engine?: MiniSearch<EngineDoc>;
  /** Chinese readings, loaded for a word no page has (homophones.ts). */
  pinyin?: Pinyin;
}

/** How many documents have this term, as far as the term files loaded so far tell (0: none, or its file is not here). */
export function documentsWith(index: LoadedIndex, term: string): number {
  const entry = index.shards.get(fileOf(index.meta.bounds, term))?.find(([t]) => t === term);
  return entry ? new Set(Object.values(entry[1]).flatMap((docs) => Object.keys(docs))).size : 0;
}

export function loadMeta(meta: SearchMeta): LoadedIndex {
  const lens = meta.lens.split(',').map((n) => parseInt(n, 36));
  const docs = expandPages(meta.pages);
  const nf = FIELDS.length;
  const fieldLength: Record<string, number[]> = {};
  const documentIds: Record<string, number> = {};
  docs.forEach((_, d) => {
    fieldLength[d] = lens.slice(d * nf, d * nf + nf);
    documentIds[d] = d;
  });
  const names = new Map(Object.entries(meta.names).map(([id, ns]) => [Number(id), ns.split('\n')]));
  return { meta, docs, names, fieldLength, documentIds, shards: new Map() };
}

export function addShard(index: LoadedIndex, n: number, packed: PackedShard): void {
  const terms = unpackTerms(packed);
  index.shards.set(n, terms.map((t, i) => postingsToEntry(t, unpackPostings(packed.postings[i]!))));
  index.engine = undefined;
}

/** Meta and every term file at once (tests, bench). */
export function loadIndex(file: SearchIndexFile): LoadedIndex {
  const index = loadMeta(file.meta);
  file.terms.forEach((s, n) => addShard(index, n, s));
  return index;
}

/** MiniSearch.loadJS over the meta and the loaded term files: BM25 statistics are the whole index's. */
export function engineOf(index: LoadedIndex): MiniSearch<EngineDoc> {
  if (!index.engine) {
    const n = index.docs.length;
    index.engine = loadEngine({
      documentCount: n, nextId: n, documentIds: index.documentIds,
      fieldIds: Object.fromEntries(FIELDS.map((f, i) => [f, i])),
      fieldLength: index.fieldLength, averageFieldLength: index.meta.avg, storedFields: {}, dirtCount: 0,
      index: [...index.shards.values()].flat(), serializationVersion: index.meta.engine,
    }, index.meta.seg);
  }
  return index.engine;
}

