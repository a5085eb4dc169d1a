import type { VFile } from 'vfile';
import type { TocItem } from '../../shared/types.ts';
import type { SectionText } from '../search/sections.ts';

export interface LinkRecord {
  url: string;
  /** The link as the writer wrote it, when the compile rewrote it ('/docs/x' in a 3.1 doc is '/docs/3.1/x'). */
  written?: string;
  line?: number;
  column?: number;
}

/** What the remark plugins learn about a file while it compiles; the compile returns it with the code. */
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

declare module 'vfile' {
  interface DataMap {
    /** Written by our remark plugins on the file being compiled (factsOf). */
    entixFacts: CompiledFacts;
  }
}

/** The facts of the file being compiled: kept on its VFile, so each compile has its own and returns them. */
export function factsOf(file: VFile): CompiledFacts {
  return (file.data.entixFacts ??= { headings: [], links: [] });
}
