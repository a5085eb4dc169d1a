import { buildSearchIndex } from '../../shared/search/build-index.ts';
import type { LocaleSearchFiles, SearchManifest, SearchSection } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';

export interface SearchFile {
  name: string;
  source: string;
}

/** The files of one locale's index: `search-<locale>.json` and its text shards, named before hashing. */
export function localeFiles(locale: Locale, sections: SearchSection[]): { index: SearchFile; text: SearchFile[] } {
  const built = buildSearchIndex(sections);
  return {
    index: { name: `search-${locale}.json`, source: JSON.stringify(built.index) },
    text: built.shards.map((s, i) => ({ name: `search-${locale}-text-${i}.json`, source: JSON.stringify(s) })),
  };
}

export const MANIFEST_META = 'entix-search';

/** A <meta> the client reads to find the hashed files; JSON escaped for an attribute. */
export function manifestTag(manifest: SearchManifest): string {
  const json = JSON.stringify(manifest).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<meta name="${MANIFEST_META}" content="${json}">`;
}

export type { LocaleSearchFiles };
