import MiniSearch from 'minisearch';
import { unpackIndex } from './compact.ts';
import { MINISEARCH_OPTIONS, type IndexedDoc } from './options.ts';
import { queryTerms, queryWords } from './tokenize.ts';
import { makeSnippet } from './snippet.ts';
import type { DocRow, SearchHit, SearchIndexFile, SearchOptions } from './types.ts';

export interface LoadedIndex {
  ms: MiniSearch<IndexedDoc>;
  docs: DocRow[];
}

export function loadIndex(file: SearchIndexFile): LoadedIndex {
  return { ms: MiniSearch.loadJS<IndexedDoc>(unpackIndex(file.index), MINISEARCH_OPTIONS), docs: file.docs };
}

export interface Ranked {
  id: number;
  score: number;
  /** Index terms that matched (after prefix and fuzzy expansion). */
  terms: string[];
}

/** A page shows at most this many of its sections, so one long page cannot fill the list. */
const PER_PAGE = 2;

export function rank(loaded: LoadedIndex, query: string, opts: Omit<SearchOptions, 'locale'> = {}): { ranked: Ranked[]; total: number } {
  const terms = queryTerms(query);
  if (!terms.length) return { ranked: [], total: 0 };
  const { docs, ms } = loaded;
  const filter = opts.context
    ? (r: { id: number }) => (docs[r.id]?.[3] === opts.context) !== !!opts.outside
    : undefined;
  // Terms are already processed: skip the second pass instead of re-tokenizing them.
  // A page's intro section stands for the whole page when both match equally.
  const boostDocument = (id: unknown) => (docs[id as number]?.[2] === '' ? 1.5 : 1);
  const base = { tokenize: (s: string) => s.split(' '), processTerm: (t: string) => t, filter, boostDocument };
  let results = ms.search(terms.join(' '), { ...base, combineWith: 'AND' });
  // Every term rarely co-occurs in one section for long queries; then rank by how many do.
  if (!results.length && terms.length > 1) results = ms.search(terms.join(' '), { ...base, combineWith: 'OR' });
  const perPage = new Map<string, number>();
  const ranked: Ranked[] = [];
  for (const r of results) {
    const page = docs[r.id as number]![0].split('#')[0]!;
    const n = perPage.get(page) ?? 0;
    if (n >= PER_PAGE) continue;
    perPage.set(page, n + 1);
    ranked.push({ id: r.id as number, score: r.score, terms: r.terms });
  }
  return { ranked: ranked.slice(0, opts.limit ?? ranked.length), total: ranked.length };
}

/** What a hit's snippet marks: the query's own words, and the index terms prefix or typo matching found. */
export function markNeedles(query: string, matched: string[]): string[] {
  const words = queryWords(query);
  return [...new Set([...words, ...matched.filter((t) => t.length > 1), ...words.flatMap(hanPairs)])];
}

function hanPairs(word: string): string[] {
  const chars = [...word];
  if (chars.length < 3 || !/\p{Script=Han}/u.test(word)) return [];
  return chars.slice(1).map((c, i) => chars[i]! + c);
}

export function toHit(loaded: LoadedIndex, r: Ranked, needles: string[], text?: [string, string]): SearchHit {
  const [url, title, heading, context, crumbs] = loaded.docs[r.id]!;
  const [prose, code] = text ?? ['', ''];
  const inProse = makeSnippet(prose, needles);
  const snippet = inProse.ranges.length || !code ? inProse : makeSnippet(code, needles);
  return { url, title, section: heading, breadcrumb: crumbs ? crumbs.split(' › ') : [], context, snippet, score: r.score };
}
