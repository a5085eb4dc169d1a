import type { Query } from 'minisearch';
import { fuzzyFor, typoOptions } from './engine.ts';
import { soundAlikes } from './homophones.ts';
import { documentsWith, engineOf, type LoadedIndex } from './loaded-index.ts';
import { planQuery, type Alternative } from './plan.ts';
import { fileOf, filesFrom, shardKey } from './shard.ts';
import { filesOfTerm, termsOfPlan } from './term-files.ts';
import { isHan } from './tokenize.ts';

// A query term that found nothing: a Latin word one edit from an indexed one, a Chinese word by its characters.

const hanWord = (t: string) => isHan(t) && [...t].length >= 2;
/**
 * The most words a query may have for a Chinese word no page has to be looked for by its characters:
 * in a longer question, those found everywhere only add noise. Its sound-alikes are looked for at any length.
 */
export const TYPO_CLAUSES = 2;

/**
 * A sound-alike in fewer documents than this, or than this share of the likeliest one's, is more
 * likely two words side by side (`在限` in 存在限制) than the word meant: `在线` is no typo of it.
 */
const ALIKE_MIN_DOCS = 2;
const ALIKE_SHARE = 0.25;
/** The most term files fetched for one word's sound-alikes (about 1.2 KB gzipped each). */
const ALIKE_FILES = 8;

/** The sound-alikes of a Chinese word that pages have, likeliest kept (see ALIKE_MIN_DOCS). */
function likelyAlikes(index: LoadedIndex, word: string): string[] {
  if (!index.pinyin) return [];
  const counted = soundAlikes(word, index.pinyin).map((w) => [w, documentsWith(index, w)] as const);
  const most = Math.max(0, ...counted.map(([, n]) => n));
  return counted.filter(([, n]) => n >= ALIKE_MIN_DOCS && n >= most * ALIKE_SHARE).map(([w]) => w);
}

/**
 * A Chinese word no page uses, most often with a wrong character of the same sound (`枚据` for
 * 枚举, `自曾` for 自增): the words of the index that sound alike (homophones.ts), once the pinyin
 * table is here; if none is found, in a `short` query (TYPO_CLAUSES), its characters, each found in
 * any word, as a Latin typo is found one edit away.
 */
export function hanTypoQuery(alt: Alternative, index: LoadedIndex, short: boolean): Query | undefined {
  if (!alt.terms.every(hanWord)) return undefined;
  const alike = alt.terms.flatMap((t) => likelyAlikes(index, t));
  if (!alike.length && !short) return undefined;
  return { queries: alike.length ? alike : [...new Set(alt.terms.flatMap((t) => [...t]))], combineWith: 'OR', prefix: false };
}

/**
 * Where a longer Latin term's one-typo variants can be: its whole group (same first two letters),
 * and the groups of its first, or second, pair of letters swapped (`shcedule` for `schedule`).
 */
function typoFiles(bounds: string[], term: string): number[] {
  const variants = [term, term[1]! + term[0]! + term.slice(2), term[0]! + term[2]! + term[1]! + term.slice(3)];
  return [...new Set(variants.flatMap((v) => filesFrom(bounds, shardKey(v))))];
}

/** The Chinese words of a query that no page has, among the terms whose own files are here. */
function hanTypos(index: LoadedIndex, planned: string[]): string[] {
  const engine = engineOf(index);
  return planned.filter((t) => hanWord(t) && !engine.search(t, { prefix: false }).length);
}

/** Terms of this query whose own files are here: a synonym left for the next answer is not a typo. */
function loadedTerms(index: LoadedIndex, clauses: ReturnType<typeof planQuery>): string[] {
  return termsOfPlan(clauses).filter((t) => filesOfTerm(index.meta.bounds, t).every((n) => index.shards.has(n)));
}

/** Whether this query has a Chinese word no page has, and the pinyin table to find its sound-alikes is not here yet. */
export function needsPinyin(index: LoadedIndex, query: string): boolean {
  if (index.pinyin) return false;
  const clauses = planQuery(query, index.meta.syn, index.meta.seg);
  return hanTypos(index, loadedTerms(index, clauses)).length > 0;
}

/**
 * Term files to fetch when MiniSearch found nothing, not even by prefix or typo, for a term in the
 * files loaded for it: a longer Latin term's typo files (see typoFiles); for a Chinese word, the
 * files of its likeliest sound-alikes (with the pinyin table), and in a short query its characters'.
 * A second round, so an ordinary query pays nothing for it.
 */
export function fallbackShards(index: LoadedIndex, query: string): number[] {
  const { bounds, syn, seg } = index.meta;
  const clauses = planQuery(query, syn, seg);
  const planned = loadedTerms(index, clauses);
  const latin = planned.filter((t) => fuzzyFor(t) !== false);
  const han = hanTypos(index, planned);
  if (!latin.length && !han.length) return [];
  const engine = engineOf(index);
  const out = new Set<number>();
  const want = (files: number[]) => { for (const n of files) if (!index.shards.has(n)) out.add(n); };
  for (const term of latin) if (!engine.search(term, typoOptions([term])).length) want(typoFiles(bounds, term));
  for (const word of han) {
    if (clauses.length <= TYPO_CLAUSES) want([...word].map((c) => fileOf(bounds, c)));
    // A common reading has dozens of characters: the files of the likeliest sound-alikes only.
    const alike = new Set(index.pinyin ? soundAlikes(word, index.pinyin).map((w) => fileOf(bounds, w)).filter((n) => !index.shards.has(n)) : []);
    want([...alike].slice(0, ALIKE_FILES));
  }
  return [...out].sort((a, b) => a - b);
}
