import type { Query } from 'minisearch';
import { typoOptions } from './engine.ts';
import { engineOf, type LoadedIndex } from './loaded-index.ts';
import { planQuery, type Alternative } from './plan.ts';
import { fileOf, filesFrom, shardKey } from './shard.ts';
import { filesOfTerm, plannedTerms } from './term-files.ts';
import { isHan } from './tokenize.ts';
import type { SearchMeta } from './types.ts';

// A query term that found nothing: a Latin word one edit from an indexed one, a Chinese word by
// its characters. Their term files come in a second round, so an ordinary query pays nothing.

const hanWord = (t: string) => isHan(t) && [...t].length >= 2;
/**
 * Words a Chinese typo is looked for in: in a longer question, a word no page uses is more often
 * the reader's own wording than a typo, and its characters found everywhere only add noise.
 */
export const TYPO_CLAUSES = 2;
const shortQuery = (meta: Pick<SearchMeta, 'syn' | 'seg'>, query: string) => planQuery(query, meta.syn, meta.seg).length <= TYPO_CLAUSES;

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
 * Term files to fetch when MiniSearch found nothing, not even by prefix or typo, for a longer
 * Latin term in the files loaded for it (see typoFiles). A second round, so an ordinary query pays nothing for it.
 */
export function fallbackShards(index: LoadedIndex, query: string): number[] {
  const out = new Set<number>();
  // Only terms whose own files are here: a synonym left for the next answer is not a typo.
  const here = (t: string) => filesOfTerm(index.meta.bounds, t).every((n) => index.shards.has(n));
  const planned = plannedTerms(index.meta, query).filter(here);
  const terms = planned.filter((t) => !isHan(t) && t.length >= 5);
  const words = shortQuery(index.meta, query) ? planned.filter(hanWord) : [];
  if (!terms.length && !words.length) return [];
  const engine = engineOf(index);
  for (const term of terms) {
    if (engine.search(term, typoOptions([term])).length) continue;
    for (const n of typoFiles(index.meta.bounds, term)) if (!index.shards.has(n)) out.add(n);
  }
  for (const word of words) {
    if (engine.search(word, { prefix: false }).length) continue;
    for (const c of word) if (!index.shards.has(fileOf(index.meta.bounds, c))) out.add(fileOf(index.meta.bounds, c));
  }
  return [...out].sort((a, b) => a - b);
}

