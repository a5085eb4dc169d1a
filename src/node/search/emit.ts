import { createHash } from 'node:crypto';
import { buildSearchIndex } from '../../shared/search/build-index.ts';
import type { LocaleSearchFiles, SearchManifest, SearchSection } from '../../shared/search/types.ts';
import { indexFileStem, localeOfIndexKey } from '../../shared/search/index-key.ts';
import { localeInfo } from '../../shared/locales.ts';
import { languagePack } from '../../shared/lang/index.ts';
import { packManifest } from '../../shared/search/manifest.ts';
import { pinyinTableOf } from './pinyin-table.ts';
import { META_SEARCH } from '../../shared/names.ts';
import { parseRoute, type VersionRoute } from '../../shared/route-id.ts';

export interface SearchFile {
  name: string;
  source: string;
}

export interface LocaleFiles {
  index: SearchFile;
  terms: SearchFile[];
  text: SearchFile[];
  bounds: string[];
  /** The locale's language pack id (LanguagePack.id), which the worker cuts queries by. */
  seg: string;
  /** A pack with pinyin (zh): characters by reading, for a word typed with a wrong character (pinyin-table.ts). */
  pinyin?: SearchFile;
}

/** The files of one index (a locale's, or a locale's older docs version's: index-key.ts): its meta, term and text shards, named before hashing. */
export function localeFiles(key: string, sections: SearchSection[], synonyms: string[][] = []): LocaleFiles {
  const pack = languagePack(localeInfo(localeOfIndexKey(key)).lang);
  const built = buildSearchIndex(sections, { synonyms, lang: pack.id });
  const stem = indexFileStem(key);
  return {
    index: { name: `search-${stem}.json`, source: JSON.stringify(built.meta) },
    terms: built.terms.map((s, i) => ({ name: `search-${stem}-terms-${i}.json`, source: JSON.stringify(s) })),
    text: built.text.map((s, i) => ({ name: `search-${stem}-text-${i}.json`, source: JSON.stringify(s) })),
    bounds: built.meta.bounds,
    seg: built.meta.seg,
    ...(pack.search.pinyin ? { pinyin: { name: `search-${stem}-pinyin.json`, source: JSON.stringify(pinyinTableOf(sections, synonyms)) } } : {}),
  };
}

/**
 * One hash for all of a locale's term and text files (and its pinyin table), in each of their names: every page's <meta>
 * lists those files, and a hash of its own per file (~230 of them) was 2.4 KB of every page's
 * gzipped HTML, since hashes do not compress. The price: any change to the index renames them all.
 */
export function shardSetHash(files: Pick<LocaleFiles, 'terms' | 'text' | 'pinyin'>): string {
  const h = createHash('sha256');
  for (const f of [...files.terms, ...files.text, ...(files.pinyin ? [files.pinyin] : [])]) h.update(`${f.name}\0${f.source}\0`);
  return h.digest('base64url').slice(0, 8);
}

/** `search-en-terms-3.json` → `search-en-terms-3-<hash>.json`. */
export const withSetHash = (name: string, hash: string) => name.replace(/\.json$/, `-${hash}.json`);

/** A locale's manifest entry, `url` giving each file's URL where it is served. */
export function manifestEntry(files: LocaleFiles, url: (f: SearchFile) => string): LocaleSearchFiles {
  return { index: url(files.index), terms: files.terms.map(url), text: files.text.map(url), bounds: files.bounds, seg: files.seg, ...(files.pinyin ? { pinyin: url(files.pinyin) } : {}) };
}

export const MANIFEST_META = META_SEARCH;

/** A <meta> the client reads to find the hashed files (packed: manifest.ts); JSON escaped for an attribute. */
export function manifestTag(manifest: SearchManifest, more?: string): string {
  const json = JSON.stringify(packManifest(manifest, more)).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<meta name="${MANIFEST_META}" content="${json}">`;
}

/**
 * Each page's manifest <meta>, by route. With one docs version, every page has every index. With
 * more, a page names the current version's indexes and those of its own docs version, and a file
 * with all of them (`emit` writes it and gives its URL): the current pages' HTML stays as it was
 * however many versions a site keeps.
 */
export function pageManifestTags(manifest: SearchManifest, versions: readonly VersionRoute[], emit: (name: string, source: string) => string): (route: string) => string {
  const keys = Object.keys(manifest);
  if (versions.length < 2) {
    const tag = manifestTag(manifest);
    return () => tag;
  }
  const more = emit('search-manifest.json', JSON.stringify(packManifest(manifest)));
  const tags = new Map(versions.map((v) => {
    const own = keys.filter((k) => !k.includes('@') || k.endsWith(`@${v.name}`));
    return [v.name, manifestTag(Object.fromEntries(own.map((k) => [k, manifest[k]])), more)];
  }));
  return (route) => tags.get(parseRoute(route, versions).version ?? 'current')!;
}

export type { LocaleSearchFiles };
