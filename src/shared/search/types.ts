import type { PackedIndex } from './compact.ts';
import type { Locale } from '../types.ts';

/** Part of the site a page belongs to; the search box offers results within or outside the reader's. */
export type SearchContext = 'docs' | 'blog' | 'pages';
export const SEARCH_CONTEXTS: readonly SearchContext[] = ['docs', 'blog', 'pages'];

/** One indexed unit: a page's intro or one of its headed sections. */
export interface SearchSection {
  /** Route with `#heading-id` for a section below a heading. */
  url: string;
  title: string;
  /** Heading text; '' for the text above the first heading. */
  heading: string;
  crumbs: string[];
  context: SearchContext;
  text: string;
  code: string;
}

/** [url, page title, heading, context, breadcrumb joined by ' › ', text shard, position in shard]. */
export type DocRow = [string, string, string, SearchContext, string, number, number];

/** The file a first query needs: the term index and what a result line shows, without snippet text. */
export interface SearchIndexFile {
  v: 1;
  docs: DocRow[];
  index: PackedIndex;
}

/** Snippet text of a run of documents: [prose, code] per document, fetched only for hits. */
export type TextShard = [string, string][];

export interface LocaleSearchFiles {
  index: string;
  text: string[];
}

export type SearchManifest = Partial<Record<Locale, LocaleSearchFiles>>;

export interface SearchOptions {
  locale: Locale;
  /** Restrict to (or, with `outside`, leave out) one context. */
  context?: SearchContext;
  outside?: boolean;
  limit?: number;
  /** False answers from the term index alone, before any text shard arrives. */
  snippets?: boolean;
}

export interface Snippet {
  text: string;
  /** [start, end) of each marked term inside `text`. */
  ranges: [number, number][];
}

export interface SearchHit {
  url: string;
  title: string;
  section: string;
  breadcrumb: string[];
  context: SearchContext;
  snippet: Snippet;
  score: number;
}

export interface SearchAnswer {
  hits: SearchHit[];
  total: number;
  /** The query's words, for `?_highlight=` on the target page. */
  words: string[];
}
