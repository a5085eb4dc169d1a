import { unpackPostings, unpackTerms, type PackedShard, type Posting } from './compact.ts';
import { expandPages } from './pages.ts';
import { B, BOOST, FIELDS, FUZZY_WEIGHT, K1, PREFIX_WEIGHT } from './options.ts';
import { shardOf } from './shard.ts';
import { planQuery, type Clause } from './plan.ts';
import { isHan, queryWords } from './tokenize.ts';
import { makeSnippet } from './snippet.ts';
import { withinOne } from './typo.ts';
import type { DocRow, SearchHit, SearchIndexFile, SearchMeta, SearchOptions } from './types.ts';

interface Shard {
  terms: string[];
  packed: string[];
  /** Postings decoded so far, with the term's document frequency and the documents it is in. */
  decoded: Map<number, Decoded>;
}

interface Decoded {
  list: Posting[];
  df: number;
  docs: Set<number>;
}

/** A locale's meta file and whichever term files have arrived so far. */
export interface LoadedIndex {
  meta: SearchMeta;
  docs: DocRow[];
  lens: Float64Array;
  names: Map<number, string[]>;
  shards: Map<number, Shard>;
}

export function loadMeta(meta: SearchMeta): LoadedIndex {
  const lens = Float64Array.from(meta.lens.split(','), (n) => parseInt(n, 36));
  const names = new Map(Object.entries(meta.names).map(([id, ns]) => [Number(id), ns.split('\n')]));
  return { meta, docs: expandPages(meta.pages), lens, names, shards: new Map() };
}

export function addShard(index: LoadedIndex, n: number, packed: PackedShard): void {
  index.shards.set(n, { terms: unpackTerms(packed), packed: packed.postings, decoded: new Map() });
}

/** Meta and every term file at once (tests, bench). */
export function loadIndex(file: SearchIndexFile): LoadedIndex {
  const index = loadMeta(file.meta);
  file.terms.forEach((s, n) => addShard(index, n, s));
  return index;
}

/** The term files a query needs (its words, their alternatives and synonyms). */
export function shardsFor(meta: SearchMeta, query: string): number[] {
  const terms = planQuery(query, meta.syn).flatMap((c) => c.alts.flatMap((a) => a.terms));
  return [...new Set(terms.map((t) => shardOf(t, meta.shards)))].sort((a, b) => a - b);
}

function postingsAt(shard: Shard, i: number): Decoded {
  let p = shard.decoded.get(i);
  if (!p) {
    const list = unpackPostings(shard.packed[i]!);
    const docs = new Set(list.map((x) => x[1]));
    shard.decoded.set(i, (p = { list, df: docs.size, docs }));
  }
  return p;
}

function lowerBound(terms: string[], t: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]! < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const MAX_EXPANSIONS = 24;

/** Index terms a query term stands for, with their weight: itself, then by prefix, then one typo away. */
function expand(shard: Shard, term: string): [number, number, string][] {
  const out: [number, number, string][] = [];
  const at = lowerBound(shard.terms, term);
  if (shard.terms[at] === term) out.push([at, 1, term]);
  // A Han pair is a whole term; one Latin letter would match half the index.
  if (isHan(term) || term.length < 2) return out;
  for (let i = at + (out.length ? 1 : 0); i < shard.terms.length && out.length < MAX_EXPANSIONS; i++) {
    const t = shard.terms[i]!;
    if (!t.startsWith(term)) break;
    out.push([i, PREFIX_WEIGHT * Math.sqrt(term.length / t.length), t]);
  }
  if (out.length || term.length < 5) return out;
  shard.terms.forEach((t, i) => {
    if (out.length < MAX_EXPANSIONS && withinOne(term, t)) out.push([i, FUZZY_WEIGHT, t]);
  });
  return out;
}

/**
 * `shcedule` for `schedule`: a swap of two letters at the start puts a term in another term file.
 * The files where the term would be with its first, or second, pair of letters swapped.
 */
function swappedShards(index: LoadedIndex, term: string): number[] {
  if (isHan(term) || term.length < 5) return [];
  const own = shardOf(term, index.meta.shards);
  const variants = [term[1]! + term[0]! + term.slice(2), term[0]! + term[2]! + term[1]! + term.slice(3)];
  return [...new Set(variants.map((v) => shardOf(v, index.meta.shards)))].filter((n) => n !== own);
}

function lookups(index: LoadedIndex, term: string): [Shard, [number, number, string][]][] {
  const own = index.shards.get(shardOf(term, index.meta.shards));
  if (!own) return [];
  const found = expand(own, term);
  if (found.length) return [[own, found]];
  return swappedShards(index, term).flatMap((n) => {
    const there = index.shards.get(n);
    if (!there) return [];
    const typo = there.terms.flatMap((t, i): [number, number, string][] => (withinOne(term, t) ? [[i, FUZZY_WEIGHT, t]] : []));
    return [[there, typo.slice(0, MAX_EXPANSIONS)] as [Shard, [number, number, string][]]];
  });
}

/**
 * Term files to fetch when a query found nothing for a longer Latin term in its own file (see
 * swappedShards). A second round, so an ordinary query pays nothing for it.
 */
export function fallbackShards(index: LoadedIndex, query: string): number[] {
  const out = new Set<number>();
  for (const term of planQuery(query, index.meta.syn).flatMap((c) => c.alts.flatMap((a) => a.terms))) {
    const own = index.shards.get(shardOf(term, index.meta.shards));
    if (!own || expand(own, term).length) continue;
    for (const n of swappedShards(index, term)) if (!index.shards.has(n)) out.add(n);
  }
  return [...out];
}

/** Index terms a query matched, with the documents holding each: for marking a hit's snippet. */
type Matched = [string, Set<number>][];

/** Score of one term (with its expansions) per document, BM25 over boosted fields. */
function termScores(index: LoadedIndex, term: string, matched: Matched): Map<number, number> {
  const scores = new Map<number, number>();
  const n = index.docs.length;
  const nf = FIELDS.length;
  for (const [shard, found] of lookups(index, term)) for (const [i, weight, t] of found) {
    const { list, df, docs } = postingsAt(shard, i);
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (const [f, d, tf] of list) {
      const len = index.lens[d * nf + f]!;
      const b = B[FIELDS[f]!];
      const norm = tf * (K1 + 1) / (tf + K1 * (1 - b + b * len / (index.meta.avg[f] || 1)));
      scores.set(d, (scores.get(d) ?? 0) + weight * BOOST[FIELDS[f]!] * idf * norm);
    }
    matched.push([t, docs]);
  }
  return scores;
}

/** A clause's score per document: its best alternative, every term of which the document holds. */
function clauseScores(index: LoadedIndex, clause: Clause, matched: Matched): Map<number, number> {
  const best = new Map<number, number>();
  for (const alt of clause.alts) {
    let acc: Map<number, number> | undefined;
    for (const term of alt.terms) {
      const s = termScores(index, term, matched);
      if (!acc) { acc = s; continue; }
      const next = new Map<number, number>();
      for (const [d, v] of acc) { const w = s.get(d); if (w !== undefined) next.set(d, v + w); }
      acc = next;
    }
    for (const [d, v] of acc ?? []) best.set(d, Math.max(best.get(d) ?? 0, v * alt.weight));
  }
  return best;
}

export interface Ranked {
  id: number;
  score: number;
  /** Index terms that matched (after prefix and typo expansion). */
  terms: string[];
}

/** A page shows at most this many of its sections, so one long page cannot fill the list. */
const PER_PAGE = 2;
/** The intro section stands for the whole page when both match alike. */
const INTRO_BOOST = 1.4;
/** The query is exactly the page's name (API method, error code, config key in its keywords). */
const NAME_BOOST = 4;

export function rank(index: LoadedIndex, query: string, opts: Omit<SearchOptions, 'locale'> = {}): { ranked: Ranked[]; total: number } {
  const clauses = planQuery(query, index.meta.syn);
  if (!clauses.length) return { ranked: [], total: 0 };
  const { docs } = index;
  const matched: Matched = [];
  const total = new Map<number, number>();
  const hits = new Map<number, number>();
  for (const clause of clauses) {
    for (const [d, v] of clauseScores(index, clause, matched)) {
      total.set(d, (total.get(d) ?? 0) + v);
      hits.set(d, (hits.get(d) ?? 0) + 1);
    }
  }
  const whole = queryWords(query).join(' ');
  const keep = opts.context ? (d: number) => (docs[d]?.[3] === opts.context) !== !!opts.outside : () => true;
  const scored: Ranked[] = [];
  for (const [d, v] of total) {
    if (!keep(d)) continue;
    // Every clause matched beats most clauses matched, whatever the field weights say.
    const coverage = (hits.get(d)! / clauses.length) ** 2;
    const intro = docs[d]![2] === '' ? INTRO_BOOST : 1;
    // A name defined in a long reference table (all settings, all error codes) is that table's above all.
    const names = index.names.get(d);
    const named = names?.includes(whole) ? NAME_BOOST * Math.sqrt(names.length) : 1;
    scored.push({ id: d, score: v * coverage * intro * named, terms: [] });
  }
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  const perPage = new Map<string, number>();
  const ranked: Ranked[] = [];
  for (const r of scored) {
    const page = docs[r.id]![0].split('#')[0]!;
    const n = perPage.get(page) ?? 0;
    if (n >= PER_PAGE) continue;
    perPage.set(page, n + 1);
    ranked.push(r);
  }
  const shown = ranked.slice(0, opts.limit ?? ranked.length);
  for (const r of shown) r.terms = [...new Set(matched.filter(([, docs]) => docs.has(r.id)).map(([t]) => t))];
  return { ranked: shown, total: ranked.length };
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

export function toHit(index: LoadedIndex, r: Ranked, needles: string[], text?: [string, string]): SearchHit {
  const [url, title, heading, context, crumbs] = index.docs[r.id]!;
  const [prose, code] = text ?? ['', ''];
  const inProse = makeSnippet(prose, needles);
  const snippet = inProse.ranges.length || !code ? inProse : makeSnippet(code, needles);
  return { url, title, section: heading, breadcrumb: crumbs ? crumbs.split(' › ') : [], context, snippet, score: r.score };
}
