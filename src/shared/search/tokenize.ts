// One tokenizer for index and query time (both run this file), so a term the index holds is
// always a term a query can produce.
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
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
 */
function hanTerms(run: string, out: string[]): void {
  const chars = [...run];
  if (chars.length === 1) {
    out.push(chars[0]!);
    return;
  }
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
}

/** Text → raw terms (not yet lower-cased: MiniSearch's processTerm does that). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    if (run) hanTerms(run, out);
    run = '';
  };
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) {
      flush();
      continue;
    }
    if (isHan(s.segment)) {
      run += s.segment;
      continue;
    }
    flush();
    const word = s.segment;
    if (word.length > MAX_LATIN) continue;
    out.push(word);
    // `not_null`, `a.b`: the whole identifier and its parts both find it.
    if (JOINED.test(word)) for (const part of word.split(/[_.]+/)) if (part) out.push(part);
  }
  flush();
  return out;
}

const STOP = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'with']);

export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  return STOP.has(t) ? null : t;
}

/** Query words as the reader wrote them (Han runs whole), for marking matches in text. */
export function queryWords(query: string): string[] {
  const words: string[] = [];
  let run = '';
  for (const s of segmenter.segment(query.slice(0, MAX_QUERY))) {
    if (s.isWordLike && isHan(s.segment)) {
      run += s.segment;
      continue;
    }
    if (run) words.push(run);
    run = '';
    if (s.isWordLike && !STOP.has(s.segment.toLowerCase())) words.push(s.segment);
  }
  if (run) words.push(run);
  return [...new Set(words.map((w) => w.toLowerCase()))].slice(0, MAX_TERMS);
}

/** Long pastes are cut: the first words already decide the answer, and the rest would only cost time. */
export const MAX_QUERY = 200;
export const MAX_TERMS = 32;

/** The terms a query searches for: tokenized like the index, de-duplicated and capped. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const t of tokenize(query.slice(0, MAX_QUERY))) {
    const p = processTerm(t);
    if (p && !terms.includes(p)) terms.push(p);
    if (terms.length >= MAX_TERMS) break;
  }
  return terms;
}
