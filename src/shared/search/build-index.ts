import { packShard, type PackedShard } from './compact.ts';
import { engineOptions, SERIALIZATION_VERSION } from './engine.ts';
import { FIELDS, type Field } from './options.ts';
import { fieldPostings } from './postings.ts';
import { cutRuns, runBounds } from './shard.ts';
import { planQuery } from './plan.ts';
import { queryWords } from './tokenize.ts';
import { searchRules } from '../lang/index.ts';
import { groupPages } from './pages.ts';
import type { DocRow, SearchMeta, SearchSection, TextShard } from './types.ts';

/** Code is indexed in full but only its start is kept for snippets: prose explains the hit better. */
const CODE_SNIPPET_CHARS = 600;

export interface BuiltIndex {
  meta: SearchMeta;
  terms: PackedShard[];
  text: TextShard[];
}

export interface BuildOptions {
  /** Characters of snippet text per text shard. */
  textChars?: number;
  /**
   * Term files: about this many raw bytes of postings each (~1.2 KB gzip). Smaller files let a first
   * answer fetch less (en ≤ 37 KB, zh ≤ 46 KB with the meta file); each costs the manifest in every
   * page one bound of a few letters.
   */
  termBytes?: number;
  synonyms?: string[][];
  /** The locale's language pack id (LanguagePack.id, src/shared/lang/); the meta file carries it to the worker (`seg`). */
  lang: string;
}

/**
 * A page's names as a query is compared with them: `hash.passwordHash` is also `passwordhash`.
 * A magic API pattern (`del$`) is no name: without its `$` it would be `del`, another page's
 * name; what names it is a call written from it (magic-names.ts). A title of plain words is also
 * named by their stems, as the index finds them: `what is an entity` names the page `Entities`.
 */
export function normaliseName(name: string, lang: string): string[] {
  if (name.includes('$')) return [];
  const whole = queryWords(name, lang).join(' ');
  const { stem } = searchRules(lang);
  const last = whole.split('.').pop()!;
  const stemmed = /^[a-z ]+$/.test(whole) ? whole.split(' ').map(stem).join(' ') : whole;
  return whole ? [...new Set([whole, last, stemmed])] : [];
}

/**
 * A keyword of more words (`insert and return new id`, `按 id 查询单条`) is a reader's phrasing, found
 * by its words in the keywords field; a query is seldom exactly it, and every name rides in the meta
 * file each first answer downloads.
 */
const MAX_NAME_WORDS = 2;

/** A section's text per MiniSearch field. */
export function fieldValues(s: SearchSection): Record<Field, string> {
  return {
    title: [s.title, s.label ?? ''].join(' '),
    keywords: (s.keywords ?? []).join(' '),
    description: s.description ?? '',
    heading: s.heading,
    crumbs: s.crumbs.join(' '),
    text: s.text,
    code: s.code,
  };
}

/**
 * Sections → a MiniSearch index as `toJSON()` would serialize it (counted directly, see
 * postings.ts), cut in three: the meta file (its document field lengths and averages, no terms),
 * the term files (its index entries, sorted and cut in runs of about `termBytes`, see shard.ts)
 * and the snippet text cut into shards by document.
 */
export function buildSearchIndex(sections: SearchSection[], opts: BuildOptions): BuiltIndex {
  const { textChars = 12_000, termBytes = 2_400, lang } = opts;
  // MiniSearch's own tokenizer (its processTerm is the identity), so the terms are the ones it would index.
  const tokenize = engineOptions(lang).tokenize!;
  // A page's title, keywords, description and crumbs repeat on each of its sections: cut once.
  const pageTerms = new Map<string, string[]>();
  const terms = (text: string, field: Field) => {
    if (field === 'heading' || field === 'text' || field === 'code') return tokenize(text, field);
    const key = `${field}\0${text}`;
    let t = pageTerms.get(key);
    if (!t) pageTerms.set(key, (t = tokenize(text, field)));
    return t;
  };
  // Short ids are the section numbers (as MiniSearch numbers documents added in order), so documentIds need not be shipped.
  const { postings, fieldLength, averageFieldLength } = fieldPostings(sections.map(fieldValues), terms);
  const docs: DocRow[] = [];
  const names: Record<number, string> = {};
  const text: TextShard[] = [];
  let shard: TextShard = [];
  let size = 0;
  sections.forEach((s, id) => {
    // What a query must equal to rank this document first: the page's names on its intro, a table's defined names on its section.
    const ns = [...(s.heading === '' ? [s.title, s.label ?? ''] : []), ...(s.keywords ?? [])].flatMap((n) => normaliseName(n, lang)).filter((n) => n.split(' ').length <= MAX_NAME_WORDS);
    if (ns.length) names[id] = [...new Set(ns)].join('\n');
    const prose = [s.description ?? '', s.text].filter(Boolean).join(' ');
    const code = s.code.slice(0, CODE_SNIPPET_CHARS);
    if (size > 0 && size + prose.length + code.length > textChars) {
      text.push(shard);
      shard = [];
      size = 0;
    }
    const crumbs = s.crumbs.join(' › ');
    docs.push([s.url, s.title, s.heading, s.context, crumbs, text.length, shard.length]);
    shard.push([prose, code]);
    size += prose.length + code.length;
  });
  if (shard.length) text.push(shard);

  // A phrase this locale's pages never use stays a key (`!phrase`) but is never searched for:
  // it would cost term files and find nothing.
  const findable = (phrase: string) => planQuery(phrase, [], lang).every((c) => c.alts.some((a) => a.terms.every((t) => postings.has(t))));
  const synonyms = (opts.synonyms ?? [])
    .map((g) => g.map((p) => (findable(p) ? p : `!${p}`)))
    .filter((g) => g.some((p) => !p.startsWith('!')));
  const entries = [...postings].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const starts = cutRuns(entries.map(([t, list]) => t.length + list.length * 3), termBytes);
  const byShard = starts.map((s, i) => entries.slice(s, starts[i + 1] ?? entries.length));
  const meta: SearchMeta = {
    v: 4, engine: SERIALIZATION_VERSION, seg: lang, pages: groupPages(docs),
    lens: fieldLength.map((l) => FIELDS.map((_, f) => (l[f] ?? 0).toString(36)).join(',')).join(','),
    avg: averageFieldLength, names, syn: synonyms, bounds: runBounds(entries.map((e) => e[0]), starts),
  };
  return { meta, terms: byShard.map(packShard), text };
}

