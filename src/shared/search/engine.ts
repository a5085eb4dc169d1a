import MiniSearch, { type Options, type SearchOptions as MiniSearchOptions } from 'minisearch';
import type { Posting } from './compact.ts';
import { B_SHARED, BOOST, FIELDS, FUZZY_WEIGHT, K1, PREFIX_WEIGHT } from './options.ts';
import { indexTerms, isHan } from './tokenize.ts';
import { withinOne } from './typo.ts';
import { prefixFor } from './term-files.ts';

export { prefixFor };

/** A document as MiniSearch indexes it: its number, and one string per field. */
export type EngineDoc = { id: number } & Record<(typeof FIELDS)[number], string>;

/** MiniSearch's serialized index entry: term → field id → document short id → term frequency. */
export type TermEntry = [string, Record<string, Record<string, number>>];

/** What `MiniSearch#toJSON()` gives (serialization version 2), the part `loadJS` reads. */
export interface EngineJSON {
  documentCount: number;
  nextId: number;
  documentIds: Record<string, number>;
  fieldIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  storedFields: Record<string, Record<string, unknown>>;
  dirtCount: number;
  index: TermEntry[];
  serializationVersion: number;
}

export const SERIALIZATION_VERSION = 2;

/**
 * A fuzzy match only for a Latin word of four letters or more (`sah1` for sha1; not a year such as
 * `2040`). Levenshtein counts a swap of neighbours as two edits, so MiniSearch looks two edits away ...
 */
export function fuzzyFor(term: string): number | false {
  if (isHan(term) || term.length < 4 || (term.length === 4 && !/[a-z]/i.test(term))) return false;
  return 2;
}

/**
 * ... and MiniSearch's `boostDocument` (given the index term each score comes from) keeps only
 * terms one typo (a swap included) from a query term, or the term by prefix: `udpate` finds
 * `update`, `debyluk` (two typos) not `delbyuk`.
 */
export function typoOptions(terms: string[]): MiniSearchOptions {
  const near = (found: string) => terms.some((q) => found.startsWith(q) || withinOne(q, found));
  return { fuzzy: fuzzyFor, boostDocument: (_id, found) => (near(found) ? 1 : 0) };
}

/** Query terms reach MiniSearch already tokenised by the planner (plan.ts). */
const SEARCH: MiniSearchOptions = {
  boost: { ...BOOST },
  prefix: prefixFor,
  fuzzy: false,
  weights: { prefix: PREFIX_WEIGHT, fuzzy: FUZZY_WEIGHT },
  bm25: { k: K1, b: B_SHARED, d: 0.5 },
  tokenize: (t) => [t],
  processTerm: (t) => t,
};

/**
 * The one MiniSearch configuration, at build time (indexing sections) and in the worker (loading
 * term files): the same fields in the same order, our tokenizer with the locale's language pack (Han
 * characters as terms too, except in code and breadcrumbs), terms already normalised by it.
 */
const options = new Map<string, Options<EngineDoc>>();
export function engineOptions(segmenter: string): Options<EngineDoc> {
  let o = options.get(segmenter);
  if (!o) {
    options.set(segmenter, (o = {
      idField: 'id',
      fields: [...FIELDS],
      tokenize: (text, field) => indexTerms(text, field !== 'code' && field !== 'crumbs', segmenter),
      processTerm: (t) => t,
      searchOptions: SEARCH,
    }));
  }
  return o;
}

export function newEngine(segmenter: string): MiniSearch<EngineDoc> {
  return new MiniSearch<EngineDoc>(engineOptions(segmenter));
}

export function loadEngine(js: EngineJSON, segmenter: string): MiniSearch<EngineDoc> {
  if (js.serializationVersion !== SERIALIZATION_VERSION) throw new Error(`search: index built for MiniSearch serialization ${js.serializationVersion}`);
  return MiniSearch.loadJS<EngineDoc>(js, engineOptions(segmenter));
}

/** A serialized entry as the term files pack it (compact.ts): [field, document, frequency] triples. */
export function entryToPostings([, data]: TermEntry): Posting[] {
  return Object.entries(data).flatMap(([f, docs]) => Object.entries(docs).map(([d, tf]): Posting => [Number(f), Number(d), tf]));
}

export function postingsToEntry(term: string, list: Posting[]): TermEntry {
  const data: TermEntry[1] = {};
  for (const [f, d, tf] of list) (data[f] ??= {})[d] = tf;
  return [term, data];
}
