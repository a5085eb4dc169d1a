import type { LocaleSearchFiles, SearchManifest } from './types.ts';

/**
 * The search manifest as every page's <meta> carries it. Written out, its hashed file names were
 * a third of a docs page's gzipped HTML (~4.8 KB): hashes do not compress. Packed, each list is
 * its names' common start and end once, and per file only what differs, its hash, with the file's
 * own number (`terms-45-`) left out when every name has it in order.
 */
export interface PackedList {
  /** Common start and end of every name. */
  p: string;
  s: string;
  /** 1: each name's part after `p` started with its own number and a dash. */
  n?: 1;
  /** What differs, joined by commas (hashes never hold one). */
  m: string;
}

export type PackedLocaleFiles = Omit<LocaleSearchFiles, 'terms' | 'text'> & { terms: PackedList; text: PackedList };
/**
 * By index key (index-key.ts). With older docs versions, a page carries its own version's indexes
 * and the current one's, and `+` names a file with every index, fetched when a search asks for another.
 */
export type PackedManifest = Partial<Record<string, PackedLocaleFiles | string>>;
export const MORE = '+';

/** The URL of the file with every index, when the page's manifest names one. */
export function moreIndexes(packed: PackedManifest): string | undefined {
  const more = packed[MORE];
  return typeof more === 'string' ? more : undefined;
}

function common(a: string[], at: (s: string, i: number) => string | undefined, max: number): number {
  let n = 0;
  while (n < max && a.every((s) => at(s, n) !== undefined && at(s, n) === at(a[0]!, n))) n++;
  return n;
}

export function packList(names: string[]): PackedList {
  if (names.length < 2) return { p: '', s: '', m: checked(names).join(',') };
  // Each middle keeps a character at least, so an empty `m` means no names.
  const room = Math.min(...names.map((s) => s.length)) - 1;
  const p = names[0]!.slice(0, common(names, (s, i) => s[i], room));
  const rests = names.map((s) => s.slice(p.length));
  const numbered = rests.every((r, i) => r.startsWith(`${i}-`) && r.length > `${i}-`.length);
  const mids = numbered ? rests.map((r, i) => r.slice(`${i}-`.length)) : rests;
  const sLen = common(mids, (s, i) => s[s.length - 1 - i], Math.min(...mids.map((m) => m.length)) - 1);
  return { p, s: sLen ? mids[0]!.slice(-sLen) : '', ...(numbered ? { n: 1 as const } : {}), m: checked(mids.map((m) => m.slice(0, m.length - sLen))).join(',') };
}

function checked(parts: string[]): string[] {
  const bad = parts.find((x) => x.includes(','));
  if (bad !== undefined) throw new Error(`search: a file name part holds a comma, which the manifest cannot pack: ${bad}`);
  return parts;
}

export function unpackList({ p, s, n, m }: PackedList): string[] {
  return m ? m.split(',').map((mid, i) => `${p}${n ? `${i}-` : ''}${mid}${s}`) : [];
}

export function packManifest(manifest: SearchManifest, more?: string): PackedManifest {
  const packed: PackedManifest = Object.fromEntries(Object.entries(manifest).flatMap(([l, f]) => (f ? [[l, { ...f, terms: packList(f.terms), text: packList(f.text) }]] : [])));
  return more ? { ...packed, [MORE]: more } : packed;
}

export function unpackManifest(packed: PackedManifest): SearchManifest {
  return Object.fromEntries(Object.entries(packed).flatMap(([l, f]) => (f && typeof f === 'object' ? [[l, { ...f, terms: unpackList(f.terms), text: unpackList(f.text) }]] : [])));
}
