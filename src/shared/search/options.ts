import type { Options, SearchOptions } from 'minisearch';
import { isHan, processTerm, tokenize } from './tokenize.ts';

export interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  crumbs: string;
  text: string;
  code: string;
}

export const FIELDS = ['title', 'heading', 'crumbs', 'text', 'code'] as const;

/** Prefix on everything but Han pairs (a pair is a whole term); one typo allowed in longer Latin words. */
export const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, heading: 3, crumbs: 1, text: 1, code: 0.3 },
  prefix: (term) => (isHan(term) ? term.length === 1 : term.length >= 2),
  fuzzy: (term, _i, terms) => (terms.length <= 8 && term.length >= 5 && !isHan(term) ? 0.2 : false),
  maxFuzzy: 1,
  combineWith: 'AND',
};

/** Identical at index and query time: the build and the worker both import this. */
export const MINISEARCH_OPTIONS: Options<IndexedDoc> = {
  fields: [...FIELDS],
  storeFields: [],
  tokenize: (text) => tokenize(text),
  processTerm: (term) => processTerm(term),
  searchOptions: SEARCH_OPTIONS,
};
