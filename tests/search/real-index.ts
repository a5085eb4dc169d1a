import { resolve } from 'node:path';
import { buildSiteModel } from '../../src/node/content/site-model.ts';
import site from '../../content/site.config.ts';
import { searchSections } from '../../src/node/search/collect.ts';
import { rawSections } from '../../src/node/search/raw-sections.ts';
import { loadSynonyms } from '../../src/node/search/synonyms.ts';
import { buildSearchIndex } from '../../src/shared/search/build-index.ts';
import { loadIndex, loadPinyin, rank, type LoadedIndex } from '../../src/shared/search/query.ts';
import { pinyinTableOf } from '../../src/node/search/pinyin-table.ts';
import type { SearchIndexFile } from '../../src/shared/search/types.ts';
import { localeInfo } from '../../src/shared/locales.ts';
import { loadSiteConfig } from '../../src/node/config.ts';
import { languagePack } from '../../src/shared/lang/index.ts';
import { withContentVersions } from '../../src/node/content/versions.ts';
import { localeOfIndexKey } from '../../src/shared/search/index-key.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

/** The real content/ indexed the way the dev server does (raw markdown, parsed but not compiled). */
export function realIndexes(contentDir = resolve(ROOT, 'content')): Record<'en' | 'zh', LoadedIndex> & Record<string, LoadedIndex> {
  // Bound as a build binds them: a script (relevance-report.ts) has no test setup to do it.
  const { docs } = withContentVersions(loadSiteConfig(site, undefined), contentDir, ROOT, 'en');
  const model = buildSiteModel({ root: ROOT, contentDir, blog: site.blog, docsPath: docs.versions[0]!.path, versions: docs.versions });
  const sections = searchSections(model.pages, (p) => (p.source ? rawSections(p.source.body) : []));
  const synonyms = loadSynonyms(resolve(contentDir, 'search-synonyms.yml'));
  // Through JSON, as the worker gets it.
  // By index key: 'en', or 'en@3.1' for an older docs version (shared/search/index-key.ts).
  const load = (l: string) => {
    const pack = languagePack(localeInfo(localeOfIndexKey(l)).lang);
    const { meta, terms } = buildSearchIndex(sections[l] ?? [], { synonyms, lang: pack.id });
    const index = loadIndex(JSON.parse(JSON.stringify({ meta, terms })) as SearchIndexFile);
    // The worker fetches the pinyin table for a Chinese word no page has; here it is loaded from the start.
    if (pack.search.pinyin) index.pinyin = loadPinyin(pinyinTableOf(sections[l] ?? [], synonyms));
    return index;
  };
  return Object.fromEntries(Object.keys(sections).map((k) => [k, load(k)])) as Record<'en' | 'zh', LoadedIndex> & Record<string, LoadedIndex>;
}

/** Distinct pages (no #section) of the best hits, in rank order. */
export function topPages(index: LoadedIndex, query: string, n = 3): string[] {
  const pages: string[] = [];
  for (const r of rank(index, query).ranked) {
    const page = index.docs[r.id]![0].split('#')[0]!;
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === n) break;
  }
  return pages;
}
