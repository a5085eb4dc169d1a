import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheEntries, sha } from '../cache-entries.ts';
import type { Locale } from '../../shared/types.ts';
import type { LocaleFiles } from './emit.ts';


export interface SearchIndexCache {
  /** The key of a locale's index: its sections and synonyms, indexed by this version of the search code. */
  key(input: unknown): string;
  get(locale: Locale, key: string): LocaleFiles | undefined;
  put(locale: Locale, key: string, files: LocaleFiles): void;
}

/**
 * A locale's index files kept between builds: indexing every section is seconds of CPU, and a
 * build after an edit to one language's pages indexes only that language. One entry per content
 * folder (`scope`) and locale; a new one replaces the old.
 */
export function searchIndexCache(dir: string, scope: string, codeVersion: string): SearchIndexCache {
  const prefix = (locale: Locale) => `${sha(`${scope}\n${locale}`)}-`;
  const entries = cacheEntries(dir, prefix('en').length);
  return {
    key: (input) => sha(JSON.stringify([codeVersion, input])),
    get(locale, key) {
      try {
        return JSON.parse(readFileSync(join(dir, `${prefix(locale)}${key}.json`), 'utf8')) as LocaleFiles;
      } catch {
        return undefined;
      }
    },
    put(locale, key, files) {
      try {
        entries.replace(prefix(locale), [[`${prefix(locale)}${key}.json`, { text: JSON.stringify(files) }]]);
      } catch {
        // A read-only or full disk: the next build indexes again.
      }
    },
  };
}
