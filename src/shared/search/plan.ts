import { SYNONYM_WEIGHT } from './options.ts';
import { isHan, queryWords, TEST_SEGMENTER, wordAlternatives } from './tokenize.ts';
import { withinOne } from './typo.ts';

/** One way to satisfy a clause: every term, with a weight against the words as typed. */
export interface Alternative {
  terms: string[];
  weight: number;
  /** Any of the terms will do (a long Chinese word's pairs, see alternativesOf); otherwise all are required. */
  any?: boolean;
  /** An identifier's parts (`entix`, `app` of ENTIX_APP_): words typed in full, so only the last is matched by prefix. */
  parts?: boolean;
  /** For a synonym: the phrase as a page's name would be written (normalised query words). */
  name?: string;
  /**
   * Not asked of the first answer (titles as the reader types), only of the next: a long word's
   * pairs, and the words one character may be the start of. Their term files would make a long
   * query's first answer cost twice the bytes, and a first keystroke's one more round trip.
   */
  later?: boolean;
}

/** What one query word (or a phrase the synonym table knows) asks for: any one alternative. */
export interface Clause {
  words: string[];
  alts: Alternative[];
  /** Names the clause means without searching for them: a character's completion's other-language phrases (`删` → del). */
  names?: string[];
}

/** Longest phrase, in words, looked up in the synonym table. */
const MAX_PHRASE = 4;

/** A long Chinese word found only in part (some of its pairs), against the whole word. */
export const PART_WEIGHT = 0.5;

function alternativesOf(phrase: string, weight: number, seg: string): Alternative[] {
  const words = queryWords(phrase, seg);
  if (!words.length) return [];
  // A phrase's words are all required; a single identifier keeps its own alternatives (whole, or parts).
  if (words.length === 1) {
    const alts: Alternative[] = wordAlternatives(words[0]!, seg).map((terms, i) => (i ? { terms, weight: weight * 0.7, parts: !isHan(words[0]!) } : { terms, weight }));
    // A Chinese word of three or more characters is often several words the segmenter failed to
    // cut (`读取单个字段` from 读|取|单|个|字|段): a page holding some of its pairs still counts, for less.
    const pairs = alts[0]?.terms ?? [];
    if (hanOnly(words[0]!) && pairs.length >= 2) alts.push({ terms: pairs, weight: weight * PART_WEIGHT, any: true, later: true });
    return alts;
  }
  const terms = [...new Set(words.flatMap((w) => wordAlternatives(w, seg)[0] ?? []))];
  return terms.length ? [{ terms, weight }] : [];
}

const tables = new WeakMap<string[][], Map<string, Map<string, string[]>>>();

/** Phrase (normalised as query words joined by a space) → every phrase of its groups. */
function synonymMap(groups: string[][], seg: string): Map<string, string[]> {
  let bySeg = tables.get(groups);
  if (!bySeg) tables.set(groups, (bySeg = new Map()));
  let map = bySeg.get(seg);
  if (map) return map;
  map = new Map();
  for (const group of groups) {
    for (const phrase of group) {
      const key = queryWords(phrase.replace(/^!/, ''), seg).join(' ');
      if (key) map.set(key, [...new Set([...(map.get(key) ?? []), ...group])]);
    }
  }
  bySeg.set(seg, map);
  return map;
}

/**
 * The synonyms of a query word: its own entry; else, for a Han word, the longest entry it contains
 * (`布尔值` holds `布尔`); else, for a longer Latin word, an entry one typo away (`incremnet`).
 */
function lookup(table: Map<string, string[]>, key: string): [string[], number, boolean?] {
  const own = table.get(key);
  if (own) return [own, SYNONYM_WEIGHT];
  if (isHan(key) && [...key].length === 1) {
    // One character is most often a word still being typed (`删` on the way to 删除): the shortest entry it starts.
    let best = '';
    for (const k of table.keys()) if (k.startsWith(key) && hanOnly(k.replace(/ /g, '')) && (!best || k.length < best.length)) best = k;
    return best ? [table.get(best)!, SYNONYM_WEIGHT * 0.8, true] : [[], 0];
  }
  if (isHan(key)) {
    let best = '';
    for (const k of table.keys()) if (k.length > best.length && k.length < key.length && isHan(k) && key.includes(k)) best = k;
    return best ? [table.get(best)!, SYNONYM_WEIGHT * 0.8] : [[], 0];
  }
  if (key.length >= 5 && !key.includes(' ')) {
    for (const [k, group] of table) if (k.length >= 5 && withinOne(key, k)) return [group, SYNONYM_WEIGHT * 0.8];
  }
  return [[], 0];
}

/**
 * The segmenter cuts a Chinese run by context (`按唯一键读取` → 按|唯一|键读取), which can split a
 * phrase the synonym table knows. A run of Han words is cut again around the longest such phrase
 * it holds, so the phrase's own words stand together for the lookup below.
 */
function resegment(words: string[], table: Map<string, string[]>, seg: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let j = i;
    while (j < words.length && hanOnly(words[j]!)) j++;
    if (j === i) out.push(words[i++]!);
    else {
      const run = words.slice(i, j);
      out.push(...(cutAround(run, table, seg) ?? run));
      i = j;
    }
  }
  return out;
}

const hanOnly = (w: string) => isHan(w) && !/[a-z0-9]/.test(w);

/**
 * A run of Han words cut around the longest phrase of the table it holds, across the words. Only
 * a word the phrase begins or ends inside is cut; the others keep their bounds, for joined anew
 * they would lose the asking words and spaces queryWords dropped (`两列|值|删这` is not `两列值删这`).
 */
function cutAround(run: string[], table: Map<string, string[]>, seg: string): string[] | undefined {
  const text = run.join('');
  // Longest phrase first; of two as long, the later one: a Chinese compound's head comes last
  // (`接口调用记录` is a 记录, so 调用记录 wins over 接口调用).
  let best = '';
  for (const key of table.keys()) {
    const joined = key.replace(/ /g, '');
    if (joined.length < 2 || !hanOnly(joined) || !text.includes(joined)) continue;
    const had = best.replace(/ /g, '');
    if (joined.length > had.length || (joined.length === had.length && text.lastIndexOf(joined) > text.lastIndexOf(had))) best = key;
  }
  if (!best) return undefined;
  const joined = best.replace(/ /g, '');
  const at = text.indexOf(joined);
  const end = at + joined.length;
  const before: string[] = [];
  const after: string[] = [];
  let offset = 0;
  for (const word of run) {
    const from = offset;
    offset += word.length;
    if (from < at) before.push(...queryWords(word.slice(0, Math.min(word.length, at - from)), seg));
    if (offset > end) after.push(...queryWords(word.slice(Math.max(0, end - from)), seg));
  }
  const rest = (ws: string[]) => (ws.length ? cutAround(ws, table, seg) ?? ws : []);
  return [...rest(before), ...best.split(' '), ...rest(after)];
}

/**
 * The table's Chinese phrases found in the query as typed, set apart by spaces (longest first):
 * the segmenter may cut one across (`列|求|和`), and queryWords would then drop a particle that is
 * part of it (`和` of 求和).
 */
function spaceOutPhrases(query: string, table: Map<string, string[]>): string {
  const found: [number, number][] = [];
  const keys = [...table.keys()].map((k) => k.replace(/ /g, '')).filter((k) => k.length >= 2 && hanOnly(k) && query.includes(k));
  for (const k of keys.sort((a, b) => b.length - a.length)) {
    for (let at = query.indexOf(k); at >= 0; at = query.indexOf(k, at + 1)) {
      if (found.every(([s, e]) => at + k.length <= s || at >= e)) found.push([at, at + k.length]);
    }
  }
  if (!found.length) return query;
  let out = '';
  let last = 0;
  for (const [s, e] of found.sort((a, b) => a[0] - b[0])) {
    out += `${query.slice(last, s)} ${query.slice(s, e)} `;
    last = e;
  }
  return out + query.slice(last);
}

/**
 * A query → its clauses, each a word of the query (or a phrase of up to four words the synonym
 * table lists, longest first), with the table's other phrases as alternatives.
 */
export function planQuery(query: string, synonyms: string[][] = [], seg = TEST_SEGMENTER): Clause[] {
  const table = synonymMap(synonyms, seg);
  const words = resegment(queryWords(spaceOutPhrases(query, table), seg), table, seg);
  const clauses: Clause[] = [];
  for (const [j, n] of phraseCuts(words, table)) {
    const phrase = words.slice(j - n, j);
    const key = phrase.join(' ');
    const alts = alternativesOf(key, 1, seg);
    const [found, weight, guess] = lookup(table, key);
    const names: string[] = [];
    // `!phrase`: a key only, which this locale's index cannot find (see build-index.ts).
    for (const other of found) {
      const name = queryWords(other, seg).join(' ');
      if (other.startsWith('!') || name === key) continue;
      // A character's completion searches its Chinese phrases only: their terms sit beside the character's own in the
      // sorted term files, where the other languages' would each cost the first keystroke one more file. Those still name pages.
      if (guess && !hanOnly(other.replace(/ /g, ''))) names.push(name);
      else alts.push(...alternativesOf(other, weight, seg).map((a) => ({ ...a, name, ...(guess ? { later: true } : {}) })));
    }
    if (alts.length) clauses.unshift({ words: phrase, alts, ...(names.length ? { names } : {}) });
  }
  return clauses;
}

/**
 * The query's words cut into the table's phrases and single words, from the end: as many words
 * inside phrases as can be (`自定义错误码` is 自定义错误 + 码, not 自 + 定义 + 错误码, which leaves
 * 自 to mean 自增); of cuts as good, the one whose later phrase is longer, as Chinese is best
 * segmented: where two phrases overlap the later one, the compound's head, wins (`接口调用记录`
 * is a 调用记录). Each cut is [end, length], the last first.
 */
function phraseCuts(words: string[], table: Map<string, string[]>): [number, number][] {
  // best[j]: words of words[0, j) inside phrases, and the cut of that prefix's last piece.
  const best: { covered: number; n: number }[] = [{ covered: 0, n: 0 }];
  for (let j = 1; j <= words.length; j++) {
    best[j] = { covered: best[j - 1]!.covered, n: 1 };
    for (let n = Math.min(MAX_PHRASE, j); n > 1; n--) {
      if (!table.has(words.slice(j - n, j).join(' '))) continue;
      const covered = best[j - n]!.covered + n;
      if (covered > best[j]!.covered || (covered === best[j]!.covered && best[j]!.n === 1)) best[j] = { covered, n };
    }
  }
  const cuts: [number, number][] = [];
  for (let j = words.length; j > 0; j -= best[j]!.n) cuts.push([j, best[j]!.n]);
  return cuts;
}

/**
 * Chinese text is indexed as overlapping pairs across word boundaries, so the pair that spans two
 * neighbouring Han clauses (`主键|删除` → `键删`) is in a page exactly where it says them together.
 */
export function bridges(clauses: Clause[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < clauses.length; i++) {
    const a = [...clauses[i]!.words.join('')];
    const b = [...clauses[i + 1]!.words.join('')];
    if (hanOnly(a.join('')) && hanOnly(b.join(''))) out.push(a[a.length - 1]! + b[0]!);
  }
  return out;
}
