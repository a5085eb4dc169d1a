import type { Query } from 'minisearch';
import { fuzzyFor, typoOptions } from './engine.ts';
import { engineOf, type LoadedIndex } from './loaded-index.ts';
import { planQuery, type Alternative } from './plan.ts';
import { fileOf, filesFrom, shardKey } from './shard.ts';
import { filesOfTerm, termsOfPlan } from './term-files.ts';
import { isHan } from './tokenize.ts';

// A query term that found nothing: a Latin word one edit from an indexed one, a Chinese word by its characters.

const hanWord = (t: string) => isHan(t) && [...t].length >= 2;
/**
 * The most words a query may have for its Chinese words to be taken for typos: in a longer question,
 * a word no page uses is more often the reader's own wording, and its characters found everywhere only add noise.
 */
export const TYPO_CLAUSES = 2;

/**
 * A Chinese word no page uses, often a wrong character of one that is (`枚据` for 枚举, `自曾` for
 * 自增): its characters, each found in any word, as a Latin typo is found one edit away.
 */
export function hanTypoQuery(alt: Alternative): Query | undefined {
  if (!alt.terms.every(hanWord)) return undefined;
  return { queries: [...new Set(alt.terms.flatMap((t) => [...t]))], combineWith: 'OR', prefix: false };
}

/**
 * Where a longer Latin term's one-typo variants can be: its whole group (same first two letters),
 * and the groups of its first, or second, pair of letters swapped (`shcedule` for `schedule`).
 */
function typoFiles(bounds: string[], term: string): number[] {
  const variants = [term, term[1]! + term[0]! + term.slice(2), term[0]! + term[2]! + term[1]! + term.slice(3)];
  return [...new Set(variants.flatMap((v) => filesFrom(bounds, shardKey(v))))];
}

/**
 * Term files to fetch when MiniSearch found nothing, not even by prefix or typo, for a term in the
 * files loaded for it: a longer Latin term's typo files (see typoFiles), the characters' files of a
 * Chinese word in a short query. A second round, so an ordinary query pays nothing for it.
 */
export function fallbackShards(index: LoadedIndex, query: string): number[] {
  const { bounds, syn, seg } = index.meta;
  const clauses = planQuery(query, syn, seg);
  // Only terms whose own files are here: a synonym left for the next answer is not a typo.
  const planned = termsOfPlan(clauses).filter((t) => filesOfTerm(bounds, t).every((n) => index.shards.has(n)));
  const latin = planned.filter((t) => fuzzyFor(t) !== false);
  const han = clauses.length <= TYPO_CLAUSES ? planned.filter(hanWord) : [];
  if (!latin.length && !han.length) return [];
  const engine = engineOf(index);
  const out = new Set<number>();
  const want = (files: number[]) => { for (const n of files) if (!index.shards.has(n)) out.add(n); };
  for (const term of latin) if (!engine.search(term, typoOptions([term])).length) want(typoFiles(bounds, term));
  for (const word of han) if (!engine.search(word, { prefix: false }).length) want([...word].map((c) => fileOf(bounds, c)));
  return [...out].sort((a, b) => a - b);
}
