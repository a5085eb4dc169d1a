import type { Locale } from '../../shared/types.ts';
import { locales } from '../../shared/locales.ts';
import { searchSections, type SearchPage } from './collect.ts';
import { localeFiles, type LocaleFiles } from './emit.ts';
import { rawSections } from './raw-sections.ts';
import type { SectionText } from './sections.ts';

export type DevFiles = Record<Locale, LocaleFiles>;

/** Thrown out of a build that a newer edit made pointless, at the next page or locale. */
export class Superseded extends Error {}

/**
 * The dev server's index, from the raw markdown, remembering the last build: after a save only
 * the saved file is parsed again (parsing every page was most of a build), and only a locale
 * whose sections changed is indexed again. Comparing a locale's sections, not the saved file's
 * locale, also catches an English edit that an untranslated zh page carries.
 */
export function devIndexer(): (pages: SearchPage[], synonyms: string[][], superseded?: () => boolean) => DevFiles {
  const parsed = new Map<string, { body: string; sections: SectionText[] }>();
  const indexed = new Map<Locale, { key: string; files: LocaleFiles }>();
  return (pages, synonyms, superseded = () => false) => {
    const check = () => {
      if (superseded()) throw new Superseded('a newer edit came');
    };
    const seen = new Set<string>();
    const byLocale = searchSections(pages, ({ source }) => {
      if (!source) return [];
      check();
      seen.add(source.abs);
      let hit = parsed.get(source.abs);
      // Kept as parsed even when this build is superseded: the next one needs it too.
      if (hit?.body !== source.body) parsed.set(source.abs, (hit = { body: source.body, sections: rawSections(source.body) }));
      // A copy: searchSections puts an intro section in front of the list it is given.
      return [...hit.sections];
    });
    // Deleted and renamed files are forgotten.
    for (const abs of parsed.keys()) if (!seen.has(abs)) parsed.delete(abs);
    const out = {} as DevFiles;
    // By index key (shared/search/index-key.ts): a locale, or a locale's older docs version.
    for (const [index, sections] of Object.entries(byLocale)) {
      const key = JSON.stringify([sections, synonyms]);
      let hit = indexed.get(index);
      if (hit?.key !== key) {
        check();
        hit = { key, files: localeFiles(index, sections, synonyms) };
        indexed.set(index, hit);
      }
      out[index] = hit.files;
    }
    return out;
  };
}
