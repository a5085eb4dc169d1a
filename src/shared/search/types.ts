import type { PackedShard } from './compact.ts';
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
  /** The page's own words, on its intro section only: boosted over body text. */
  label?: string;
  keywords?: string[];
  description?: string;
}

/** [url, page title, heading, context, breadcrumb joined by ' › ', text shard, position in shard]. */
export type DocRow = [string, string, string, SearchContext, string, number, number];

/**
 * What every query needs first: MiniSearch's serialized index without its `index` entries (the
 * documents, field lengths and averages), the names and synonyms. The entries live in term
 * files cut from the sorted terms (see shard.ts), of which a query fetches only those its terms sort into.
 */
export interface SearchMeta {
  v: 4;
  /** MiniSearch's serializationVersion. */
  engine: number;
  /** The locale's language pack id (LanguagePack.id, src/shared/lang/): queries are cut as the index was. */
  seg: string;
  /** Documents grouped by page: [page url, title, context, crumbs, [#anchor, heading, text shard, position][]]. */
  pages: PageRow[];
  /** MiniSearch's fieldLength: per document, per field (FIELDS order), its distinct terms, base 36, joined by ','. */
  lens: string;
  /** MiniSearch's averageFieldLength. */
  avg: number[];
  /** Per intro document id: its exact names (title, sidebar label, keywords), normalised, joined by '\n'. */
  names: Record<number, string>;
  /** Synonym groups from content/search-synonyms.yml. */
  syn: string[][];
  /** Where each term file starts: terms sorting from bounds[n] on (up to bounds[n + 1]) are in file n. */
  bounds: string[];
}

export type PageRow = [string, string, SearchContext, string, [string, string, number, number][]];

/** Term file + index: a whole locale loaded at once (tests, bench). */
export interface SearchIndexFile {
  meta: SearchMeta;
  terms: PackedShard[];
}

/** Snippet text of a run of documents: [prose, code] per document, fetched only for hits. */
export type TextShard = [string, string][];

export interface LocaleSearchFiles {
  /** The SearchMeta file. */
  index: string;
  /** Term shards, by shard number. */
  terms: string[];
  /** Snippet text shards. */
  text: string[];
  /** The meta file's `bounds` and `seg`: a first keystroke fetches its term files beside the meta file, not after it. */
  bounds: string[];
  seg: string;
  /** Chinese: characters by toneless reading (`{ ju: '据举…' }`), fetched for a word no page has (homophones.ts). */
  pinyin?: string;
}

/** By index key (search/index-key.ts): the locale for the current docs version, 'en@3.1' for an older one. */
export type SearchManifest = Partial<Record<string, LocaleSearchFiles>>;

export interface SearchOptions {
  locale: Locale;
  /** The docs version whose index to search ('current' when left out): search/index-key.ts. */
  version?: string;
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
