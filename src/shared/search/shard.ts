import { isHan } from './tokenize.ts';

/**
 * Which term file holds a term, as Pagefind shards its index: by the term's start, so a prefix
 * (`delb` → `delbyuk`) or a one-typo variant past the second letter lives in the same file as
 * the term typed. Han terms go by their first character, Latin ones by their first two.
 */
export function shardKey(term: string): string {
  const cs = [...term];
  return isHan(cs[0] ?? '') ? cs[0]! : cs.slice(0, 2).join('');
}

export function shardOf(term: string, shards: number): number {
  let h = 2166136261;
  for (const ch of shardKey(term)) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return (h >>> 0) % shards;
}
