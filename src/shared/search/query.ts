import type MiniSearch from 'minisearch';
import type { Query } from 'minisearch';
import { prefixFor, typoOptions, type EngineDoc } from './engine.ts';
import { normaliseName } from './build-index.ts';
import { SYNONYM_WEIGHT } from './options.ts';
import { shardsFor } from './term-files.ts';
import { bridges, planQuery, type Alternative, type Clause } from './plan.ts';
import { queryWords } from './tokenize.ts';
import { makeSnippet } from './snippet.ts';
import { magicInstance } from './magic-names.ts';
import { engineOf, type LoadedIndex } from './loaded-index.ts';
import { hanTypoQuery, nameTypo, partlyTypo, synonymTypo, TYPO_CLAUSES, withLoneTypos } from './typo-fallback.ts';
import type { DocRow, SearchHit, SearchOptions } from './types.ts';

// The worker's and the tests' one import for querying.
export { shardsFor };
export { addShard, engineOf, loadIndex, loadMeta, type LoadedIndex } from './loaded-index.ts';
export { typoRound, typoRoundFiles } from './typo-fallback.ts';
export { loadPinyin } from './homophones.ts';

/**
 * An alternative as a MiniSearch query: all its terms (or any, for a long word's pairs), each by
 * prefix too (Latin); an identifier's parts only the last, or `entix` of ENTIX_APP_ would match
 * every ENTIX_* name and a table listing them all would outscore the page about the one asked for.
 */
function altQuery(alt: Alternative): Query {
  const last = alt.terms.length - 1;
  const queries = alt.parts ? alt.terms.map((t, i): Query => ({ queries: [t], prefix: i === last && prefixFor(t) })) : alt.terms;
  return { combineWith: alt.any ? 'OR' : 'AND', queries, prefix: prefixFor };
}

/**
 * A clause's score per document: MiniSearch's for its best alternative. MiniSearch multiplies a
 * score by the number of query terms matched, the same for every document an AND query returns:
 * divided out, so a synonym of three terms does not outweigh the word as typed.
 */
function clauseScores(engine: MiniSearch<EngineDoc>, clause: Clause, fuzzy: boolean, matched: Map<number, Set<string>>, hanTypos?: { index: LoadedIndex; clauses: number }): { best: Map<number, number>; strict: boolean } {
  const best = new Map<number, number>();
  // Whether an alternative other than the any-part one found something (see partlyTypo).
  let strict = false;
  for (const alt of clause.alts) {
    const han = fuzzy && hanTypos ? hanTypoQuery(alt, hanTypos.index, hanTypos.clauses) : undefined;
    const results = engine.search(han ?? altQuery(alt), fuzzy && !han ? typoOptions(alt.terms) : {});
    if (!alt.any && results.length) strict = true;
    for (const r of results) {
      const d = r.id as number;
      const v = (r.score / Math.max(1, r.queryTerms.length)) * alt.weight;
      if (v > (best.get(d) ?? 0)) best.set(d, v);
      let terms = matched.get(d);
      if (!terms) matched.set(d, (terms = new Set()));
      for (const t of r.terms) terms.add(t);
    }
  }
  return { best, strict };
}

function isTitled([, title, heading]: DocRow, whole: string, seg: string): boolean {
  return heading === '' && normaliseName(title, seg).includes(whole);
}

/**
 * A word written as code: camelCase, or with `$`, `_` or `.` inside (`setBatch`, `sum$`, `not_null`,
 * `hash.md5`). Not an error code: with words beside it (`40900 duplicate id`), the page about its cause is meant.
 */
const CODE_WORD = /^(?:[a-z][a-z0-9]*[A-Z][\w$]*|[A-Za-z][\w$]*[$_.][\w$.]*)$/;

/** `dao.order.select` → `dao order select`, `dao order`, `dao`: a call on an object names the object's page. */
function pathKeys(word: string, seg: string): string[] {
  const parts = word.split('.').filter(Boolean);
  return parts.map((_, i) => queryWords(parts.slice(0, parts.length - i).join('.'), seg).join(' '));
}

/** Pages a code word of the query names: a section found that has it for a name, else the magic API pattern it is an instance of. */
function namedByCode(index: LoadedIndex, query: string, found: Map<number, number>): Map<number, boolean> {
  const out = new Map<number, boolean>();
  const { seg } = index.meta;
  for (const word of query.split(/\s+/).filter((w) => CODE_WORD.test(w))) {
    // Titled so, or defining it in a table (a setting, an error code); the longest dotted path that names a page.
    let titled: number[] = [];
    let shorter = false;
    for (const [i, key] of pathKeys(word, seg).entries()) {
      titled = [...index.names].filter(([d, ns]) => (i > 0 || found.has(d)) && ns.includes(key)).map(([d]) => d);
      shorter = i > 0;
      // Of the pages that name `dao`, the one titled so, not every page whose keywords mention it.
      const own = shorter ? titled.filter((d) => isTitled(index.docs[d]!, key, seg)) : [];
      if (own.length) titled = own;
      if (titled.length) break;
    }
    const magic = titled.length ? undefined : magicInstance(index.docs, word);
    if (magic !== undefined) out.set(magic, true);
    // `dao` of `dao.order.select`: its page does not hold the rest of the path, so it counts as found by every word.
    for (const d of titled) out.set(d, shorter);
  }
  return out;
}

/** Sections that have one of `keys` for a name (a keyword, an API or setting they define). */
function pagesNamed(index: LoadedIndex, keys: ReadonlySet<string>): number[] {
  return [...index.names].filter(([, ns]) => ns.some((n) => keys.has(n))).map(([d]) => d);
}

/**
 * How many one-word names a section has: a reference table defines many (every setting, every error
 * code) and is the page for each. A reader's phrase among the keywords (`重置字段值`) defines nothing.
 */
function definedCount(names: string[] | undefined): number {
  return Math.max(1, names?.filter((n) => !n.includes(' ')).length ?? 1);
}

/** A concept word of a longer question names its page: the page is that much more likely the one meant. */
const CONCEPT_BOOST = 2;
/** A word more pages are named by (`api`, `接口`) tells none of them apart. */
const MAX_NAMED = 3;
/** ... and so does one found in more than this share of sections. */
const MAX_SHARE = 0.1;

/**
 * Pages, already found, whose intro has a rare word of the query for a name, as typed or by a
 * synonym (`最高` → max → max$): in `想知道商品表里最高的价格是多少`, the one word a page is about.
 */
function namedByConcept(index: LoadedIndex, clauses: Clause[], foundBy: Map<Clause, number>, found: Map<number, number>): Set<number> {
  const out = new Set<number>();
  for (const clause of clauses) {
    if ([...clause.words.join('')].length < 2 || foundBy.get(clause)! > index.docs.length * MAX_SHARE) continue;
    const keys = new Set([clause.words.join(' '), ...clause.alts.flatMap((a) => (a.name ? [a.name] : []))]);
    const named = pagesNamed(index, keys).filter((d) => index.docs[d]![2] === '');
    if (named.length <= MAX_NAMED) for (const d of named) if (found.has(d)) out.add(d);
  }
  return out;
}

export interface Ranked {
  id: number;
  score: number;
  /** Index terms that matched (after prefix and typo expansion). */
  terms: string[];
}

/**
 * What a clause counts for in a document's coverage: its inverse document frequency, so a page
 * missing a word that most sections hold is not ranked as if it missed the query's rare word.
 * A clause found nowhere counts as the rarest.
 */
export function clauseWeight(documents: number, found: number): number {
  return Math.log(1 + documents / Math.max(1, found));
}

/** A pair spanning two Chinese words of the query, against a word of it. */
const BRIDGE_WEIGHT = 1;
/** A page shows at most this many of its sections, so one long page cannot fill the list. */
const PER_PAGE = 2;
/** The intro section stands for the whole page when both match alike. */
const INTRO_BOOST = 1.4;
/** A question of when something came (`哪个版本加入的`, `when were … added`): the release post that announced it is meant. */
const VERSION_ASK = /哪个版本|什么版本|哪一版|哪版|几版本|which version|what version|when (?:was|were|did)\b/i;
const RELEASE_BOOST = 2;
/** The query is exactly the page's name (API method, error code, config key in its keywords). */
const NAME_BOOST = 4;
/** ... and its title: `runSql`'s own page above the table of all globals that lists it. */
const TITLE_BOOST = 3;

/**
 * MiniSearch scores each clause (BM25+ over boosted fields, prefix; one typo only for a clause
 * that found nothing as typed); documents matching every clause, a page's intro and a page named
 * exactly as the query go first.
 */
export function rank(index: LoadedIndex, typed: string, opts: Omit<SearchOptions, 'locale'> = {}): { ranked: Ranked[]; total: number } {
  const { seg, syn } = index.meta;
  const planned = planQuery(typed, syn, seg);
  // A page's name with one wrong character of the same sound (`实体见模`) is that name as typed right.
  const corrected = synonymTypo(index, typed, planned) ?? (planned.length <= TYPO_CLAUSES ? nameTypo(index, typed) : undefined);
  const query = corrected ?? typed;
  const { clauses, pairs: soundAlikePairs } = withLoneTypos(index, corrected ? planQuery(query, syn, seg) : planned, query);
  if (!clauses.length) return { ranked: [], total: 0 };
  const engine = engineOf(index);
  const { docs } = index;
  const total = new Map<number, number>();
  const hits = new Map<number, number>();
  const matched = new Map<number, Set<string>>();
  let allWeight = 0;
  const foundBy = new Map<Clause, number>();
  for (const clause of clauses) {
    const exact = clauseScores(engine, clause, false, matched);
    let scores = exact.best;
    if (!scores.size) scores = clauseScores(engine, clause, true, matched, { index, clauses: clauses.length }).best;
    else if (partlyTypo(index, clause, clauses.length, exact.strict)) {
      for (const [d, v] of clauseScores(engine, clause, true, matched, { index, clauses: clauses.length }).best) if (v > (scores.get(d) ?? 0)) scores.set(d, v);
    }
    const w = clauseWeight(docs.length, scores.size);
    foundBy.set(clause, scores.size);
    allWeight += w;
    for (const [d, v] of scores) {
      total.set(d, (total.get(d) ?? 0) + v);
      hits.set(d, (hits.get(d) ?? 0) + w);
    }
  }
  // Words said together, as the query says them: a bonus for pages already found.
  for (const bridge of [...bridges(clauses), ...soundAlikePairs.map(([, alike]) => alike)]) {
    for (const r of engine.search(bridge, { prefix: false })) if (total.has(r.id as number)) total.set(r.id as number, total.get(r.id as number)! + r.score * BRIDGE_WEIGHT);
  }
  const whole = queryWords(query, seg).join(' ');
  const named = pagesNamed(index, new Set([whole]));
  // A query that is one phrase of the synonym table also means the page names in its group
  // (`delete by unique key` → delByUK), unless it is a page's title itself (`del`, not `delete`).
  const titled = named.some((d) => isTitled(docs[d]!, whole, seg));
  const meant = clauses.length === 1 && !titled ? [...clauses[0]!.alts.flatMap((a) => (a.name ? [a.name] : [])), ...(clauses[0]!.names ?? [])] : [];
  // A lone mistyped character (`唯一健`): the query as corrected names its page as a synonym would.
  for (const [pair, alike] of soundAlikePairs) meant.push(queryWords(query.replace(pair, alike), seg).join(' '));
  // `@check` is the annotation's page, not the check constraint's, though both are named `check`.
  const annotation = query.trim().startsWith('@');
  const keep = opts.context ? (d: number) => (docs[d]?.[3] === opts.context) !== !!opts.outside : () => true;
  // A magic API call as written in code (`getEmailById`) names its pattern's page, unless a page has that very name.
  const magic = clauses.length === 1 && (!named.length || query.includes('$')) ? magicInstance(docs, query) : undefined;
  // A magic pattern's page does not hold the instance typed: it counts as found by every word.
  const foundByEvery = (d: number) => {
    total.set(d, Math.max(1, ...total.values()));
    hits.set(d, allWeight);
  };
  if (magic !== undefined && !total.has(magic)) foundByEvery(magic);
  // In a longer query, a word written as code (`setBatch update many rows`, `getStock 怎么用`) still names its page.
  const codeNamed = clauses.length > 1 || (!named.length && query.includes('.')) ? namedByCode(index, query, total) : new Map<number, boolean>();
  for (const [d, isMagic] of codeNamed) if (isMagic) foundByEvery(d);
  const conceptNamed = clauses.length > 1 ? namedByConcept(index, clauses, foundBy, total) : new Set<number>();
  const release = VERSION_ASK.test(typed);
  const scored: Ranked[] = [];
  for (const [d, v] of total) {
    if (!keep(d)) continue;
    // Every clause matched beats most clauses matched, whatever the field weights say; a word
    // found almost everywhere (`change`, `改`, `error`) counts for less than a rare one.
    const coverage = (hits.get(d)! / allWeight) ** 2;
    const intro = docs[d]![2] === '' ? INTRO_BOOST : 1;
    // A name defined in a long reference table (all settings, all error codes) is that table's above all.
    const names = index.names.get(d);
    // `set$By$` is the magic pattern's name, not `set` (the SET validator's): its `$` parts are no query words.
    const name = magic !== undefined && query.includes('$') ? undefined : names?.includes(whole) ? whole : meant.find((n) => names?.includes(n));
    let boost = codeNamed.has(d) ? NAME_BOOST : d === magic ? NAME_BOOST * TITLE_BOOST * Math.sqrt(definedCount(names)) : name ? NAME_BOOST * Math.sqrt(definedCount(names)) * (isTitled(docs[d]!, name, seg) ? TITLE_BOOST : 1) * (name === whole ? 1 : SYNONYM_WEIGHT) * (annotation && docs[d]![1].startsWith('@') ? TITLE_BOOST : 1) : 1;
    if (conceptNamed.has(d)) boost *= CONCEPT_BOOST;
    if (release && docs[d]![3] === 'blog') boost *= RELEASE_BOOST;
    scored.push({ id: d, score: v * coverage * intro * boost, terms: [] });
  }
  scored.sort((a, b) => b.score - a.score || a.id - b.id);
  const perPage = new Map<string, number>();
  const ranked: Ranked[] = [];
  for (const r of scored) {
    const page = docs[r.id]![0].split('#')[0]!;
    const n = perPage.get(page) ?? 0;
    if (n >= PER_PAGE) continue;
    perPage.set(page, n + 1);
    ranked.push(r);
  }
  const shown = ranked.slice(0, opts.limit ?? ranked.length);
  for (const r of shown) r.terms = [...(matched.get(r.id) ?? [])];
  return { ranked: shown, total: ranked.length };
}

/** What a hit's snippet marks: the query's own words, and the index terms prefix or typo matching found. */
export function markNeedles(query: string, matched: string[], seg: string): string[] {
  const words = queryWords(query, seg);
  return [...new Set([...words, ...matched.filter((t) => t.length > 1), ...words.flatMap(hanPairs)])];
}

function hanPairs(word: string): string[] {
  const chars = [...word];
  if (chars.length < 3 || !/\p{Script=Han}/u.test(word)) return [];
  return chars.slice(1).map((c, i) => chars[i]! + c);
}

export function toHit(index: LoadedIndex, r: Ranked, needles: string[], text?: [string, string]): SearchHit {
  const [url, title, heading, context, crumbs] = index.docs[r.id]!;
  const [prose, code] = text ?? ['', ''];
  const inProse = makeSnippet(prose, needles);
  const snippet = inProse.ranges.length || !code ? inProse : makeSnippet(code, needles);
  return { url, title, section: heading, breadcrumb: crumbs ? crumbs.split(' › ') : [], context, snippet, score: r.score };
}
