import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../shared/types.ts';
import type { LocaleFiles } from './emit.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

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
        mkdirSync(dir, { recursive: true });
        const own = `${prefix(locale)}${key}.json`;
        for (const old of readdirSync(dir)) if (old.startsWith(prefix(locale)) && old !== own) rmSync(join(dir, old), { force: true });
        // Written beside and renamed: a build that dies mid-write leaves no half entry.
        const partial = join(dir, `${own}.${process.pid}.partial`);
        writeFileSync(partial, JSON.stringify(files));
        renameSync(partial, join(dir, own));
      } catch {
        // A read-only or full disk: the next build indexes again.
      }
    },
  };
}
