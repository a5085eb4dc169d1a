import { bridges, planQuery, type Clause } from './plan.ts';
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
  return termsOfPlan(planQuery(query, meta.syn, meta.seg), first);
}

/** The same, for a query already planned. */
export function termsOfPlan(clauses: Clause[], first = false): string[] {
  const alts = clauses.flatMap((c) => c.alts).filter((a) => !(first && a.later));
  // The words as typed come first: a first answer capped in files (shardsFor) keeps them.
  const typed = alts.filter((a) => !a.name);
  const synonyms = alts.filter((a) => a.name);
  return [...new Set([...typed, ...synonyms].flatMap((a) => a.terms).concat(first ? [] : bridges(clauses)))];
}

/**
 * Term files a first answer fetches at most (~1.2 KB gzip each, with the ~23 KB meta file under 60 KB):
 * a long question's synonyms beyond them come with the next answer.
 */
export const FIRST_FILES = 16;
/**
 * ... and for a query without Chinese: its words are whole terms, one file each, and a reader's
 * English question asks for fewer bytes (the first answer's budget is 40 KB, not 60).
 */
export const FIRST_FILES_LATIN = 10;
/**
 * The most term files a first answer holds once its typo round is done: with the meta file and
 * the pinyin table (~25 + 7 KB gzip), ~1.3 KB each keeps it under 60 KB; without Chinese, ~1 KB
 * each beside a ~23 KB meta file, under 40 KB. The rest of the round comes with the next answer.
 */
export const FIRST_ANSWER_FILES = 20;
export const FIRST_ANSWER_FILES_LATIN = 15;
export const firstAnswerFiles = (query: string) => (isHan(query) ? FIRST_ANSWER_FILES : FIRST_ANSWER_FILES_LATIN);

/** The term files a term is in: for a Latin term searched by prefix, those of every term it starts. */
export function filesOfTerm(bounds: string[], term: string): number[] {
  return prefixFor(term) ? filesFrom(bounds, term) : [fileOf(bounds, term)];
}

/** The term files a query needs (its words, their alternatives and synonyms); `first`: for its first answer. */
export function shardsFor(meta: Pick<SearchMeta, 'bounds' | 'seg' | 'syn'>, query: string, first = false): number[] {
  const files = new Set<number>();
  const terms = plannedTerms(meta, query, first);
  const cap = terms.some(isHan) ? FIRST_FILES : FIRST_FILES_LATIN;
  for (const term of terms) {
    const own = filesOfTerm(meta.bounds, term);
    // A term's files all or none; the words as typed come first, so they are the ones kept.
    if (first && files.size >= cap && own.some((n) => !files.has(n))) continue;
    for (const n of own) files.add(n);
  }
  return [...files].sort((a, b) => a - b);
}
