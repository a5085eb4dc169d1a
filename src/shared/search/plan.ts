import { SYNONYM_WEIGHT } from './options.ts';
import { queryWords, wordAlternatives } from './tokenize.ts';

/** One way to satisfy a clause: every term, with a weight against the words as typed. */
export interface Alternative {
  terms: string[];
  weight: number;
}

/** What one query word (or a phrase the synonym table knows) asks for: any one alternative. */
export interface Clause {
  words: string[];
  alts: Alternative[];
}

/** Longest phrase, in words, looked up in the synonym table. */
const MAX_PHRASE = 3;

function alternativesOf(phrase: string, weight: number): Alternative[] {
  const words = queryWords(phrase);
  if (!words.length) return [];
  // A phrase's words are all required; a single identifier keeps its own alternatives (whole, or parts).
  if (words.length === 1) return wordAlternatives(words[0]!).map((terms, i) => ({ terms, weight: i ? weight * 0.7 : weight }));
  const terms = [...new Set(words.flatMap((w) => wordAlternatives(w)[0] ?? []))];
  return terms.length ? [{ terms, weight }] : [];
}

const tables = new WeakMap<string[][], Map<string, string[]>>();

/** Phrase (normalised as query words joined by a space) → every phrase of its groups. */
function synonymMap(groups: string[][]): Map<string, string[]> {
  let map = tables.get(groups);
  if (map) return map;
  map = new Map();
  for (const group of groups) {
    for (const phrase of group) {
      const key = queryWords(phrase).join(' ');
      if (key) map.set(key, [...new Set([...(map.get(key) ?? []), ...group])]);
    }
  }
  tables.set(groups, map);
  return map;
}

/**
 * A query → its clauses, each a word of the query (or a phrase of up to three words the synonym
 * table lists, longest first), with the table's other phrases as alternatives.
 */
export function planQuery(query: string, synonyms: string[][] = []): Clause[] {
  const words = queryWords(query);
  const table = synonymMap(synonyms);
  const clauses: Clause[] = [];
  for (let i = 0; i < words.length;) {
    let n = Math.min(MAX_PHRASE, words.length - i);
    for (; n > 1; n--) if (table.has(words.slice(i, i + n).join(' '))) break;
    const phrase = words.slice(i, i + n);
    const key = phrase.join(' ');
    const alts = alternativesOf(key, 1);
    for (const other of table.get(key) ?? []) if (queryWords(other).join(' ') !== key) alts.push(...alternativesOf(other, SYNONYM_WEIGHT));
    if (alts.length) clauses.push({ words: phrase, alts });
    i += n;
  }
  return clauses;
}
