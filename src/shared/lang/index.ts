import { EN_READING, EN_SEARCH, enDate } from './en.ts';
import { GENERIC_READING, genericDate, genericSearch } from './generic.ts';
import { CHINESE_HAN, ZH_READING, ZH_SEARCH, zhDate } from './zh.ts';

/** How search cuts and normalises one language's text: index and query time read the same rules. */
export interface SearchRules {
  /** Locale given to Intl.Segmenter, which cuts every script into words. */
  segmenter: string;
  /**
   * Han text, for Chinese: Intl.Segmenter cuts a Han run differently by context (`构建` → `构|建`),
   * so a run is indexed as overlapping character pairs and query words are glued back (tokenize.ts).
   * Without it, Han words are the segmenter's words, as kana and Hangul always are.
   */
  han?: HanRules;
  /** Lowercased words a reader asks in passing (`the`, `how`), dropped from index and queries. */
  stopWords: ReadonlySet<string>;
  /** A lowercase a-z word as the index keeps it (`entities` → `entity`). */
  stem(word: string): string;
  /** A longer word's family, found by prefix at query time (`paginat` for paginate and pagination). */
  wordFamily(term: string): string | undefined;
  /**
   * A Chinese word no page has is looked for by its characters, and by its sound-alikes once the
   * pinyin table (node/search/pinyin-table.ts, emitted only where this is set) is here (typo-fallback.ts).
   */
  pinyin: boolean;
}

/** Query-time rules for Han runs (see SearchRules.han). */
export interface HanRules {
  /** Asking words and particles (`如何`, `的`) a query drops. */
  stopWords: ReadonlySet<string>;
  /** One-character verbs before what a reader asks about (`查总条数` → 查 + 总条数). */
  leadingVerbs: ReadonlySet<string>;
  /** Characters that point at a thing and end no word (`删这` is 删). */
  pointing: ReadonlySet<string>;
  /** A Han word of two or more characters no page has is looked for by its characters (typo-fallback.ts). */
  charTypos: boolean;
}

/** Reading speed, for a post's reading time. */
export interface ReadingSpeed {
  /** Characters read one by one (Han, kana, Hangul), not by the word. */
  chars: RegExp;
  charsPerMinute: number;
  wordsPerMinute: number;
}

/** Everything the engine does differently by language, chosen by the BCP-47 `lang` of a locale. */
export interface LanguagePack {
  /**
   * The pack's own id: `languagePack(id)` is this pack again. The search index meta stores it
   * (`seg`) so that the worker cuts queries as the index was: 'en', 'zh', else the lang as given.
   */
  id: string;
  search: SearchRules;
  reading: ReadingSpeed;
  /** A 'YYYY-MM-DD' date as readers of the language write it; Node's prerender and the browser's hydration must print the same. */
  formatDate(year: number, month: number, day: number): string;
}

type Kind = 'en' | 'zh' | 'generic';
/** 'en-US' → en, 'zh-CN' → zh, anything else the generic pack for that lang. */
function kindOf(lang: string): Kind {
  const primary = lang.split(/[-_]/)[0]!.toLowerCase();
  return primary === 'en' || primary === 'zh' ? primary : 'generic';
}

/** The pack's id for a lang (LanguagePack.id): 'en', 'zh', else the lang as given. */
export function packId(lang: string): string {
  const kind = kindOf(lang);
  return kind === 'generic' ? lang : kind;
}

// The accessors below are apart so that each bundle takes only its part of every pack: the search
// worker the search rules, the app the date formats.

const rules = new Map<string, SearchRules>();
/** The search rules of a lang's pack (LanguagePack.search). */
export function searchRules(lang: string): SearchRules {
  const id = packId(lang);
  let r = rules.get(id);
  if (!r) {
    const kind = kindOf(lang);
    // English pages' Chinese words are cut as Chinese (en.ts); composed here, since zh.ts reads en.ts.
    rules.set(id, (r = kind === 'en' ? { ...EN_SEARCH, han: CHINESE_HAN } : kind === 'zh' ? ZH_SEARCH : genericSearch(lang)));
  }
  return r;
}

const dates = new Map<string, LanguagePack['formatDate']>();
/** The date format of a lang's pack (LanguagePack.formatDate). */
export function dateFormat(lang: string): LanguagePack['formatDate'] {
  let f = dates.get(lang);
  if (!f) {
    const kind = kindOf(lang);
    dates.set(lang, (f = kind === 'en' ? enDate : kind === 'zh' ? zhDate : genericDate(lang)));
  }
  return f;
}

/** The reading speed of a lang's pack (LanguagePack.reading). */
export function readingSpeed(lang: string): ReadingSpeed {
  const kind = kindOf(lang);
  return kind === 'en' ? EN_READING : kind === 'zh' ? ZH_READING : GENERIC_READING;
}

const packs = new Map<string, LanguagePack>();
/** The whole pack for a BCP-47 lang: 'en-US' → en, 'zh-CN' → zh, anything else the generic pack for that lang. */
export function languagePack(lang: string): LanguagePack {
  const id = packId(lang);
  let pack = packs.get(id);
  if (!pack) packs.set(id, (pack = { id, search: searchRules(lang), reading: readingSpeed(lang), formatDate: dateFormat(lang) }));
  return pack;
}
