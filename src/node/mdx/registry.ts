import type { TocItem } from '../../shared/types.ts';
import type { SectionText } from '../search/sections.ts';

export interface LinkRecord {
  url: string;
  line?: number;
  column?: number;
}

/** What the remark plugins learn about a file while it compiles; the build's checks read it. */
export interface CompiledFacts {
  headings: TocItem[];
  links: LinkRecord[];
  /** Plain text of the article, for search and reading time. */
  text?: string;
  /** The article's text by heading, for the search index (remark-search-text). */
  sections?: SectionText[];
  /** Image files the article imports or names in public/ (remark-images): a cached compile is valid only while they exist. */
  assets?: string[];
  /** The article runs code of its own (remark-live-check): it hydrates from its MDX, at once. */
  live?: boolean;
}

export const compiledFacts = new Map<string, CompiledFacts>();

export function factsFor(path: string | undefined): CompiledFacts {
  const key = path ?? '';
  let facts = compiledFacts.get(key);
  if (!facts) compiledFacts.set(key, (facts = { headings: [], links: [] }));
  return facts;
}
