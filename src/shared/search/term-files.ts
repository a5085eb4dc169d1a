import { bridges, planQuery } from './plan.ts';
import { fileOf, filesFrom } from './shard.ts';
import { isHan } from './tokenize.ts';
import type { SearchMeta } from './types.ts';

/**
 * Which term files a query needs, from the meta file's bounds alone: no MiniSearch here, so the
 * page itself can ask for a first keystroke's files while the worker is still starting.
 */

/** Prefix matching for Latin terms of two letters or more: a Han pair is a whole word. */
export function prefixFor(term: string): boolean {
  return !isHan(term) && term.length >= 2;
}

/**
 * The query's terms as the engine will look them up: its words, their alternatives, synonyms and
 * bridges; for the first answer (`first`), without the alternatives kept for later (plan.ts) and
 * the bridges, which only add to pages found anyway.
 */
export function plannedTerms(meta: Pick<SearchMeta, 'seg' | 'syn'>, query: string, first = false): string[] {
  const clauses = planQuery(query, meta.syn, meta.seg);
  const alts = clauses.flatMap((c) => c.alts).filter((a) => !(first && a.later));
  return [...new Set([...alts.flatMap((a) => a.terms), ...(first ? [] : bridges(clauses))])];
}

/** The term files a term is in: for a Latin term searched by prefix, those of every term it starts. */
function filesOfTerm(bounds: string[], term: string): number[] {
  return prefixFor(term) ? filesFrom(bounds, term) : [fileOf(bounds, term)];
}

/** The term files a query needs (its words, their alternatives and synonyms); `first`: for its first answer. */
export function shardsFor(meta: Pick<SearchMeta, 'bounds' | 'seg' | 'syn'>, query: string, first = false): number[] {
  return [...new Set(plannedTerms(meta, query, first).flatMap((t) => filesOfTerm(meta.bounds, t)))].sort((a, b) => a - b);
}
