import type { ReadingSpeed, SearchRules } from './index.ts';

/** Words a reader asks in passing, which say nothing about the page they want. */
export const ENGLISH_STOP = /* @__PURE__ */ new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with', 'how', 'do', 'does', 'i', 'my', 'what', 'why', 'can', 'should', 'this', 'that', 'there', 'will', 'which', 'happen', 'happens', 'happened',
  // Contractions the pages never write (they say `does not`): as typed, a reader's question would send for typo files.
  ...["don't", "doesn't", "didn't", "can't", "isn't", "aren't", "won't", "wasn't", "what's", "how's"].flatMap((w) => [w, w.replace("'", '’')]),
]);

/**
 * A light English stemmer for index and query alike: plurals, -ing, -ed and -ly fold together
 * (`increments`, `incremented` → `increment`; `indexes` → `index`; `atomically` → `atomic`). Deliberately timid:
 * a short word keeps its ending, since API names (`has`, `set`) must stay as written.
 */
const RULES: [RegExp, string][] = [
  [/ically$/, 'ic'],
  [/ies$/, 'y'],
  [/sses$/, 'ss'],
  // indexes, hashes, matches → index, hash, match; caches is cache + s.
  [/(?<!ca)(sh|ch|x)es$/, '$1'],
  [/(?<=[^su])s$/, ''],
  [/ing$/, ''],
  [/ed$/, ''],
  [/ly$/, ''],
];

export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const [re, to] of RULES) {
    if (!re.test(word)) continue;
    const out = word.replace(re, to);
    return out.length >= 3 ? out : word;
  }
  return word;
}

/**
 * A longer English word's family, found by prefix: `paginate` and `pagination` both as `paginat`,
 * `configure` as `configur` (`configuration`), `deletion` as `delet`. The index keeps words as
 * written (the stemmer is timid), so this is a query's alternative, not a rule of both.
 */
export function wordFamily(term: string): string | undefined {
  if (!/^[a-z]{7,}$/.test(term)) return undefined;
  const root = term.replace(/ation$/, 'at').replace(/(?<=[^aeiou])(ion|e)$/, '');
  return root !== term && root.length >= 5 ? root : undefined;
}

/**
 * English search: stop words and the stemmer above. Its pages' Chinese words are cut as Chinese
 * (index.ts adds the zh pack's Han rules), so an English index finds 唯一键 as a Chinese one does.
 * The zh pack reads the Latin words of Chinese pages (API names, `SQL`) by these rules too.
 */
export const EN_SEARCH: SearchRules = { segmenter: 'en', stopWords: ENGLISH_STOP, stem, wordFamily, pinyin: false };

/** English by the word; a Chinese word in it by the character. */
export const EN_READING: ReadingSpeed = { chars: /\p{Script=Han}/u, charsPerMinute: 400, wordsPerMinute: 200 };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 4, 2025', by hand, not Intl: Node and browsers print exactly the same. */
export const enDate = (y: number, m: number, d: number): string => `${MONTHS[m - 1]} ${d}, ${y}`;
