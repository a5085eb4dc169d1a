// One tokenizer for index and query time (both run this file), so a term the index holds is
// always a term a query can produce.
import { searchRules, type HanRules } from '../lang/index.ts';

/**
 * Every function here takes the language pack's id (LanguagePack.id, src/shared/lang/): the build
 * passes its locale's, and the index meta (`seg`) carries it to the worker. Tests that do not
 * care get Chinese, which also cuts Latin text into words.
 */
export const TEST_SEGMENTER = 'zh';

const rulesOf = searchRules;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(lang: string): Intl.Segmenter {
  let s = segmenters.get(lang);
  if (!s) segmenters.set(lang, (s = new Intl.Segmenter(rulesOf(lang).segmenter, { granularity: 'word' })));
  return s;
}
/** Makes the segmenter ahead of the first query: the first Intl.Segmenter costs ~60 ms, its first Han text a few more. */
export function warmSegmenter(lang: string): void {
  for (const s of segmenterFor(lang).segment('entix 搜索')) void s;
}
const HAN = /\p{Script=Han}/u;
const JOINED = /[_.]/;
/** Hashes and base64 in code samples: long, never searched for, and they bloat the index. */
const MAX_LATIN = 32;

export function isHan(term: string): boolean {
  return HAN.test(term);
}

/**
 * Chinese has no spaces and Intl.Segmenter cuts the same word differently by context
 * (`构建` → `构|建`), so a Han run is indexed as overlapping character pairs: any term
 * of two or more characters, wherever it sits in a sentence, is the AND of its pairs.
 * With `chars`, every character is a term too, so one typed character finds any word holding it.
 */
function hanTerms(run: string, out: string[], chars: boolean): void {
  const cs = [...run];
  if (cs.length === 1 || chars) out.push(...cs);
  for (let i = 0; i + 1 < cs.length; i++) out.push(cs[i]! + cs[i + 1]!);
}

/** `setSession` → set, session; `getByUK` → get, by, uk; `not_null` → not, null. */
function parts(word: string): string[] {
  const split = word.split(/[_.]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
  return split.length > 1 ? split : [];
}

/**
 * Each whitespace-free piece of text → its raw terms, per segmenter and `chars`. Intl.Segmenter
 * costs ~1 µs a character (a segment object for every word, space and mark), and most pieces recur
 * (`the`, `request`, `{`): at 2,000 pages cutting the text was a third of the search index build.
 * No word-break rule joins across ASCII whitespace, so cutting piece by piece finds the words that
 * cutting the whole text does (src/node/search/tokenize-pieces.test.ts holds the two equal over every content page).
 */
const pieces = new Map<string, Map<string, string[]>>();
/** A bound on what a long session's queries can keep; a build's pages have some tens of thousands. */
const MAX_PIECES = 200_000;
const SPACE = /[ \t\n\r\f\v]+/;

/** Text → raw terms (not yet normalised: processTerm does that). */
export function tokenize(text: string, opts: { chars?: boolean; segmenter?: string } = {}): string[] {
  const segmenter = opts.segmenter ?? TEST_SEGMENTER;
  const chars = !!opts.chars;
  const memoKey = `${segmenter}\0${chars ? 1 : 0}`;
  let memo = pieces.get(memoKey);
  if (!memo) pieces.set(memoKey, (memo = new Map()));
  const out: string[] = [];
  // Full-width letters and digits (a Chinese IME's `４０４`, `ＡＰＩ`) are the same words as half-width ones.
  for (const piece of text.normalize('NFKC').split(SPACE)) {
    if (!piece) continue;
    let terms = memo.get(piece);
    if (!terms) {
      if (memo.size >= MAX_PIECES) memo.clear();
      memo.set(piece, (terms = piece.length > SEGMENT_CHUNK ? segmentPieces(piece).flatMap((c) => segmentText(c, chars, segmenter)) : segmentText(piece, chars, segmenter)));
    }
    for (const t of terms) out.push(t);
  }
  return out;
}

/**
 * Intl.Segmenter takes time quadratic in the length of what it is given (V8: 80,000 Han characters
 * in one piece, 6.7 s; `a-a-a-…` of 80,000, 1.9 s), and text with no space can be that long (a
 * Chinese paragraph, a pasted blob, a typed query). A longer piece is cut after a character at
 * which every word boundary rule breaks anyway (ideographic punctuation, brackets, quotes, `-`,
 * `/`, `|`, `=`), so the terms are the same; a stretch of this length without one is cut where it is.
 */
export const SEGMENT_CHUNK = 1000;
const ALWAYS_BREAKS = /[，。、；：！？（）《》「」『』【】〈〉\-()[\]{}<>|/="“”‘’]/;
export function segmentPieces(piece: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (piece.length - start > SEGMENT_CHUNK) {
    let cut = start + SEGMENT_CHUNK;
    for (let i = cut - 1; i > start + SEGMENT_CHUNK / 2; i--) {
      if (ALWAYS_BREAKS.test(piece[i]!)) { cut = i + 1; break; }
    }
    // Never inside a surrogate pair.
    if (/[\uDC00-\uDFFF]/.test(piece[cut] ?? '')) cut--;
    out.push(piece.slice(start, cut));
    start = cut;
  }
  out.push(piece.slice(start));
  return out;
}

/** Raw terms of (NFKC-normalised) text, cut by the segmenter: what tokenize does for each piece. */
export function segmentText(text: string, chars: boolean, segmenter: string): string[] {
  const han = !!rulesOf(segmenter).han;
  const out: string[] = [];
  let run = '';
  const flush = () => {
    if (run) hanTerms(run, out, chars);
    run = '';
  };
  for (const s of segmenterFor(segmenter).segment(text)) {
    if (!s.isWordLike) {
      flush();
      continue;
    }
    if (han && isHan(s.segment)) {
      run += s.segment;
      continue;
    }
    flush();
    const word = s.segment;
    if (word.length > MAX_LATIN) continue;
    out.push(word);
    // `not_null`, `a.b`, `setSession`: the whole identifier and its parts both find it.
    if (JOINED.test(word) || /[a-z][A-Z]/.test(word)) out.push(...parts(word));
  }
  flush();
  return out;
}

/** A raw term as the index keeps it (lowercased, stemmed), or null for a stop word. */
export function processTerm(term: string, lang = TEST_SEGMENTER): string | null {
  const t = term.toLowerCase();
  const rules = rulesOf(lang);
  if (rules.stopWords.has(t)) return null;
  return /^[a-z]+$/.test(t) ? rules.stem(t) : t;
}

/** Index-time terms of a text, normalised. */
export function indexTerms(text: string, chars = false, segmenter = TEST_SEGMENTER): string[] {
  const out: string[] = [];
  for (const t of tokenize(text, { chars, segmenter })) {
    const p = processTerm(t, segmenter);
    if (p) out.push(p);
  }
  return out;
}

/** Long pastes are cut: the first words already decide the answer, and the rest would only cost time. */
export const MAX_QUERY = 200;
export const MAX_TERMS = 32;

/** A run of single characters without the asking words around it: `的值` → `值`, `调用` stays. */
function trimStops(cs: string[], { stopWords, pointing }: HanRules): string {
  let i = 0;
  while (i < cs.length && stopWords.has(cs[i]!)) i++;
  let j = cs.length;
  while (j - i > 2 && stopWords.has(cs[j - 1]!)) j--;
  while (j - i > 1 && pointing.has(cs[j - 1]!)) j--;
  const word = cs.slice(i, j).join('');
  return word.length === 1 && stopWords.has(word) ? '' : word;
}

/**
 * Query words as the reader meant them: the segmenter's words whole; with the pack's Han rules, Han
 * runs cut by it into words, with runs of single characters glued back together (`自增` may come out as `自|增`).
 */
export function queryWords(query: string, segmenter = TEST_SEGMENTER): string[] {
  const rules = rulesOf(segmenter);
  const han = rules.han;
  const words: string[] = [];
  let singles = '';
  const flushSingles = () => {
    if (!han) return;
    const word = trimStops([...singles], han);
    // `查|总|条|数` glued is no word: the verb asks, the rest is what about (总条数).
    const verb = [...word].length >= 3 && han.leadingVerbs.has([...word][0]!) ? [...word][0]! : '';
    if (verb) words.push(verb);
    if (word) words.push(word.slice(verb.length));
    singles = '';
  };
  for (const s of segmenterFor(segmenter).segment(query.slice(0, MAX_QUERY).normalize('NFKC'))) {
    if (han && s.isWordLike && isHan(s.segment)) {
      if (han.stopWords.has(s.segment) && [...s.segment].length > 1) { flushSingles(); continue; }
      if ([...s.segment].length === 1) {
        // An asking word ends a run of two or more (`主键|的|值`), but joins a lone character (`调|用`).
        if (han.stopWords.has(s.segment) && [...singles].length >= 2) flushSingles();
        singles += s.segment;
        continue;
      }
      flushSingles();
      words.push(s.segment);
      continue;
    }
    flushSingles();
    if (s.isWordLike && s.segment.length <= MAX_LATIN && !rules.stopWords.has(s.segment.toLowerCase())) words.push(s.segment);
  }
  flushSingles();
  return [...new Set(words.map((w) => w.toLowerCase()))].slice(0, MAX_TERMS);
}

/**
 * Ways one query word can be found, each a list of terms all required: a Han word's pairs;
 * a Latin word itself, or (an identifier such as `max_open_conns` inside `db.max_open_conns`) its parts.
 */
export function wordAlternatives(word: string, segmenter = TEST_SEGMENTER): string[][] {
  const rules = rulesOf(segmenter);
  if (rules.han && isHan(word)) return [[...new Set(indexTerms(word, false, segmenter))].slice(0, 12)];
  const whole = processTerm(word, segmenter);
  if (!whole) return [];
  const ps = parts(word).map((p) => processTerm(p, segmenter)).filter((p): p is string => !!p);
  const family = rules.wordFamily(whole);
  return [[whole], ...(ps.length > 1 ? [[...new Set(ps)]] : []), ...(family ? [[family]] : [])];
}

/** Every term of a query, flat and capped (for tests and marking). */
export function queryTerms(query: string, segmenter = TEST_SEGMENTER): string[] {
  return [...new Set(queryWords(query, segmenter).flatMap((w) => wordAlternatives(w, segmenter).flat()))].slice(0, MAX_TERMS);
}
