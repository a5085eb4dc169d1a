import type { Query } from 'minisearch';
import { fuzzyFor, typoOptions } from './engine.ts';
import { loadPinyin, soundAlikes } from './homophones.ts';
import { documentsWith, engineOf, type LoadedIndex } from './loaded-index.ts';
import { planQuery, type Alternative, type Clause } from './plan.ts';
import { fileOf, filesFrom, shardKey } from './shard.ts';
import { filesOfTerm, firstAnswerFiles, shardsFor, termsOfPlan } from './term-files.ts';
import { isHan } from './tokenize.ts';
import { searchRules, type SearchRules } from '../lang/index.ts';

// A query term that found nothing: a Latin word one edit from an indexed one, a Chinese word by the
// words that sound alike or by its characters, where the index's language pack says so (SearchRules.han, .pinyin).

const rulesOf = (index: LoadedIndex): SearchRules => searchRules(index.meta.seg);
/** Whether a Han word no page has is looked for by its characters (HanRules.charTypos). */
const charTypos = (index: LoadedIndex) => !!rulesOf(index).han?.charTypos;

const hanWord = (t: string) => isHan(t) && [...t].length >= 2;
/**
 * The most words a query may have for its Chinese words to be taken for typos: in a longer question,
 * a word no page uses is more often the reader's own wording (`越写越长`). Its characters found
 * everywhere only add noise, and the pinyin table and its sound-alikes' files would cost a long
 * question's answer 20-30 KB more.
 */
export const TYPO_CLAUSES = 2;

/**
 * A sound-alike in fewer documents than this, or than this share of the likeliest one's, is more
 * likely two words side by side (`在限` in 存在限制) than the word meant: `在线` is no typo of it.
 */
const ALIKE_MIN_DOCS = 2;
const ALIKE_SHARE = 0.25;
/** The most term files fetched for one word's sound-alikes (about 1.2 KB gzipped each). */
const ALIKE_FILES = 8;

/** The sound-alikes of a Chinese word that pages have, likeliest kept (see ALIKE_MIN_DOCS). */
function likelyAlikes(index: LoadedIndex, word: string): string[] {
  if (!index.pinyin) return [];
  const counted = soundAlikes(word, index.pinyin).map((w) => [w, documentsWith(index, w)] as const);
  const most = Math.max(0, ...counted.map(([, n]) => n));
  return counted.filter(([, n]) => n >= ALIKE_MIN_DOCS && n >= most * ALIKE_SHARE).map(([w]) => w);
}

/**
 * A Chinese word no page uses, most often with a wrong character of the same sound (`枚据` for
 * 枚举, `自曾` for 自增): the words of the index that sound alike (homophones.ts), once the pinyin
 * table is here; else, or if none is found, its characters, each found in any word, as a Latin
 * typo is found one edit away.
 */
export function hanTypoQuery(alt: Alternative, index: LoadedIndex, clauses: number): Query | undefined {
  if (!charTypos(index) || !alt.terms.every(hanWord)) return undefined;
  const long = clauses > TYPO_CLAUSES;
  // In a longer question, a two-character word only (see hanTypos), and characters found everywhere are noise: a sound-alike or nothing.
  if (long && (alt.terms.length > 1 || [...alt.terms[0]!].length !== 2)) return undefined;
  const alike = alt.terms.flatMap((t) => likelyAlikes(index, t));
  if (!alike.length && long) return undefined;
  return { queries: alike.length ? alike : [...new Set(alt.terms.flatMap((t) => [...t]))], combineWith: 'OR', prefix: false };
}

/** A pair across a word and a lone character (lonePairs), with the lone character's clause. */
interface LonePair {
  clause: number;
  pair: string;
  /** Where the lone character is in the pair. */
  at: 0 | 1;
}

/**
 * A wrong character that the segmenter cut off as a word of its own (`唯一健` → 唯一 + 健, `时间绰`
 * → 时间 + 绰), typed as one run in a query of one or two words: the lone character has pages of
 * its own, but the pair across the two (一健) is in none, while a sound-alike of that pair which
 * changes the lone character (一键) is (loneAlikes).
 */
function lonePairs(index: LoadedIndex, clauses: Clause[], query: string): LonePair[] {
  // Without sound-alikes (no pinyin table for this language) a lone pair has nothing to be corrected to.
  if (!rulesOf(index).pinyin || clauses.length > TYPO_CLAUSES) return [];
  const out: LonePair[] = [];
  for (let i = 0; i + 1 < clauses.length; i++) {
    const a = [...clauses[i]!.words.join('')];
    const b = [...clauses[i + 1]!.words.join('')];
    if (![...a, ...b].every(isHan) || (a.length === 1) === (b.length === 1)) continue;
    const at: 0 | 1 = b.length === 1 ? 1 : 0;
    const pair = a[a.length - 1]! + b[0]!;
    // Typed apart (`枚举 只`), the lone character is meant as it is.
    if (!query.includes(pair)) continue;
    if (!index.shards.has(fileOf(index.meta.bounds, pair)) || documentsWith(index, pair)) continue;
    out.push({ clause: at ? i + 1 : i, pair, at });
  }
  return out;
}

/** The pair's sound-alikes that pages have and that keep the word's character (一健 → 一键, not 以健). */
function loneAlikes(index: LoadedIndex, { pair, at }: LonePair): string[] {
  const kept = [...pair][1 - at];
  return likelyAlikes(index, pair).filter((w) => [...w][1 - at] === kept);
}

/**
 * The clauses with each lone mistyped character's sound-alike characters as alternatives (`健` or
 * 键), and each pair as typed with a sound-alike (一健, 一键): pages say the latter where they say
 * the two words together, and the query so corrected may be a page's name (唯一键).
 */
export function withLoneTypos(index: LoadedIndex, clauses: Clause[], query: string): { clauses: Clause[]; pairs: [string, string][] } {
  const lone = index.pinyin ? lonePairs(index, clauses, query).map((l) => ({ ...l, alikes: loneAlikes(index, l) })).filter((l) => l.alikes.length) : [];
  if (!lone.length) return { clauses, pairs: [] };
  const out = [...clauses];
  for (const { clause, at, alikes } of lone) {
    const chars = [...new Set(alikes.map((w) => [...w][at]!))];
    out[clause] = { ...out[clause]!, alts: [...out[clause]!.alts, ...chars.map((c): Alternative => ({ terms: [c], weight: 1 }))] };
  }
  return { clauses: out, pairs: lone.flatMap((l) => l.alikes.map((w): [string, string] => [l.pair, w])) };
}

/**
 * Where a longer Latin term's one-typo variants can be: its whole group (same first two letters),
 * and the groups of its first, or second, pair of letters swapped (`shcedule` for `schedule`).
 */
function typoFiles(bounds: string[], term: string): number[] {
  const variants = [term, term[1]! + term[0]! + term.slice(2), term[0]! + term[2]! + term[1]! + term.slice(3)];
  return [...new Set(variants.flatMap((v) => filesFrom(bounds, shardKey(v))))];
}

/** A Chinese word of two characters or more that no page has, among the files loaded. */
const noPageHas = (index: LoadedIndex, t: string) => hanWord(t) && !engineOf(index).search(t, { prefix: false }).length;

/**
 * The Chinese words of a query that no page has, among the terms whose own files are here. In a
 * longer question (looked at only `inLonger`), only two-character words (`列表分业怎么做`: 分业 for
 * 分页), which an IME mistypes by sound; a longer one there is more often the reader's own wording (`越写越长`).
 */
function hanTypos(index: LoadedIndex, clauses: Clause[], planned: string[], inLonger = false): string[] {
  if (!charTypos(index) || (clauses.length > TYPO_CLAUSES && !inLonger)) return [];
  // Words the reader typed, not the pairs across two of them (lonePairs has those).
  const typed = clauses.length > TYPO_CLAUSES ? new Set(clauses.map((c) => c.words.join('')).filter((w) => [...w].length === 2)) : new Set(clauses.flatMap((c) => c.alts.flatMap((a) => a.terms)));
  return planned.filter((t) => typed.has(t) && noPageHas(index, t));
}

/**
 * A clause of a short query found only by some of its parts (`加解秘`: 加解 is in a page, 解秘 in
 * none), with the pinyin table here: its typo query (hanTypoQuery) counts as well (解密).
 * `strictFound`: whether an alternative other than the any-part one found it.
 */
export function partlyTypo(index: LoadedIndex, clause: Clause, clauses: number, strictFound: boolean): boolean {
  if (!index.pinyin || clauses > TYPO_CLAUSES || strictFound) return false;
  return clause.alts.some((a) => !a.any && a.terms.some((t) => noPageHas(index, t)));
}

/** The shortest and longest page name (in characters) that nameTypo corrects a query to. */
const NAME_TYPO_CHARS = [3, 6] as const;
/** Per index: its Chinese page names (titles, labels, keywords), their characters run together (stored, words are joined by spaces). */
const hanNames = new WeakMap<LoadedIndex, Set<string>>();

function chineseNames(index: LoadedIndex): Set<string> {
  let names = hanNames.get(index);
  if (!names) {
    names = new Set([...index.names.values()].flat().filter((n) => /^[\p{Script=Han} ]+$/u.test(n)).map((n) => n.replace(/ /g, '')));
    hanNames.set(index, names);
  }
  return names;
}

/** Names as long as the query that differ from it in one character: the name, and that character as typed and as named. */
function oneCharOff(index: LoadedIndex, query: string): { chars: string; typed: string; named: string }[] {
  const q = [...query.replace(/\s+/g, '')];
  const names = chineseNames(index);
  // The query as typed is a name itself: nothing to correct.
  if (q.length < NAME_TYPO_CHARS[0] || q.length > NAME_TYPO_CHARS[1] || !q.every(isHan) || names.has(q.join(''))) return [];
  return [...names].flatMap((chars) => {
    const n = [...chars];
    const off = n.length === q.length ? n.flatMap((c, i) => (c === q[i] ? [] : [i])) : [];
    return off.length === 1 ? [{ chars, typed: q[off[0]!]!, named: n[off[0]!]! }] : [];
  });
}

/**
 * A page's name typed with one wrong character of the same sound (`实体见模` for 实体建模). Its
 * words may all be in pages (见模 is in 常见模…), so no word is a typo and the rounds above miss
 * it. The name meant, once the pinyin table is here: rank answers it as typed right, so it ranks as
 * that name does (its synonyms too: 唯一建 → 唯一键 → unique_key), not only boosts pages of that name.
 */
export function nameTypo(index: LoadedIndex, query: string): string | undefined {
  const py = index.pinyin;
  if (!py) return undefined;
  const sounds = (c: string) => py.readings.get(c) ?? [];
  return oneCharOff(index, query).find(({ typed, named }) => sounds(typed).some((r) => sounds(named).includes(r)))?.chars;
}

/**
 * A word no page has whose sound-alike makes the query a phrase of the synonym table (`模胡查询` →
 * 模糊查询, which no page says but whose group names searchBy$): the query so corrected, which the
 * planner then reads as that phrase. The pinyin table has the synonym table's characters for this.
 */
export function synonymTypo(index: LoadedIndex, query: string, clauses: Clause[]): string | undefined {
  // Cheap tests first: rank asks this of every query once the table is here.
  if (!index.pinyin || clauses.length > TYPO_CLAUSES || !isHan(query)) return undefined;
  return toSynonymPhrase(index, query, hanTypos(index, clauses, loadedTerms(index, clauses)));
}

/** The query with one of these words (no page has them) changed to a sound-alike that makes it a phrase of the synonym table. */
function toSynonymPhrase(index: LoadedIndex, query: string, words: string[]): string | undefined {
  if (!index.pinyin || !words.length) return undefined;
  const phrases = index.meta.syn.flat().map((p) => p.replace(/^!/, '')).filter(isHan);
  for (const word of words) {
    for (const alike of soundAlikes(word, index.pinyin)) {
      const corrected = query.replace(word, alike);
      if (phrases.some((p) => corrected.includes(p) && !query.includes(p))) return corrected;
    }
  }
  return undefined;
}

/** Terms of this query whose own files are here: a synonym left for the next answer is not a typo. */
function loadedTerms(index: LoadedIndex, clauses: Clause[]): string[] {
  return termsOfPlan(clauses).filter((t) => filesOfTerm(index.meta.bounds, t).every((n) => index.shards.has(n)));
}

/**
 * The typo round, a second fetch after the query's own term files, so an ordinary query pays
 * nothing for it. `files`: term files to fetch for a term MiniSearch found nothing for, not even by
 * prefix or typo, in the files loaded for it: a longer Latin term's typo files (see typoFiles); for a
 * Chinese word in a short query, its characters' and those of its likeliest sound-alikes (with the
 * pinyin table), and those of a lone character's (lonePairs). `pinyin`: the pinyin table is not here
 * and would find sound-alikes; fetched, it makes a second call name their files. `first`: for the
 * first answer, which does not wait for a longer question's typos.
 */
export function typoRound(index: LoadedIndex, query: string, first = false): { pinyin: boolean; files: number[] } {
  const { bounds, syn, seg } = index.meta;
  const clauses = planQuery(query, syn, seg);
  const planned = loadedTerms(index, clauses);
  const latin = planned.filter((t) => fuzzyFor(t) !== false);
  // A longer question's typos wait for the next answer: the table and the sound-alikes' files would cost its first 10-15 KB.
  const han = hanTypos(index, clauses, planned, !first);
  const lone = lonePairs(index, clauses, query);
  // A query one character off a page's name (nameTypo) needs the table to tell a sound-alike.
  const pinyin = rulesOf(index).pinyin && !index.pinyin && (han.length > 0 || lone.length > 0 || (clauses.length <= TYPO_CLAUSES && oneCharOff(index, query).length > 0));
  // Once the table is here, the name meant is the query rank answers: its words' files.
  const misnamed = clauses.length <= TYPO_CLAUSES ? nameTypo(index, query) : undefined;
  if (!latin.length && !han.length && !lone.length && !misnamed) return { pinyin, files: [] };
  const engine = engineOf(index);
  const out = new Set<number>();
  // Counted against the query's own first files, not all the worker has loaded: those were paid for by earlier queries.
  const room = first ? firstAnswerFiles(query) - shardsFor(index.meta, query, true).length : Infinity;
  const want = (files: number[]) => { for (const n of files) if (!index.shards.has(n) && out.size < room) out.add(n); };
  // The name or phrase the reader meant first: where the first answer has room for only part of the round, it is the part that answers.
  const corrected = toSynonymPhrase(index, query, han) ?? misnamed;
  if (corrected) want(termsOfPlan(planQuery(corrected, syn, seg)).flatMap((t) => filesOfTerm(bounds, t)));
  for (const term of latin) if (!engine.search(term, typoOptions([term])).length) want(typoFiles(bounds, term));
  // A common reading has dozens of characters: the files of the likeliest sound-alikes only.
  const alikeFiles = (word: string) => {
    const files = new Set(index.pinyin ? soundAlikes(word, index.pinyin).map((w) => fileOf(bounds, w)).filter((n) => !index.shards.has(n)) : []);
    want([...files].slice(0, ALIKE_FILES));
  };
  for (const word of han) {
    // In a longer question its characters would not be searched (hanTypoQuery): their files are not needed.
    if (clauses.length <= TYPO_CLAUSES) want([...word].map((c) => fileOf(bounds, c)));
    alikeFiles(word);
  }
  for (const { pair } of lone) alikeFiles(pair);
  return { pinyin, files: [...out].sort((a, b) => a - b) };
}

/**
 * The typo round's term files, with the pinyin table loaded first where it would find sound-alikes:
 * `table` fetches it (undefined when it cannot be had; the word's characters then stand in).
 */
export async function typoRoundFiles(index: LoadedIndex, query: string, table: () => Promise<Record<string, string> | undefined>, first = false): Promise<number[]> {
  const round = typoRound(index, query, first);
  if (!round.pinyin) return round.files;
  const fetched = await table();
  if (!fetched) return round.files;
  index.pinyin ??= loadPinyin(fetched);
  return typoRound(index, query, first).files;
}
