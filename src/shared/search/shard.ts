import { isHan } from './tokenize.ts';

/**
 * Term files cut the sorted terms into runs of about the same size, as Pagefind does, and the
 * meta file holds where each run starts (`bounds`). Even sizes matter: when files were picked by
 * hashing a term's first letters, a common start (`de`, `co`) made one file three times the
 * median, and a query of common words paid for several of those.
 */

/** The term group a one-typo variant past the first letters stays in: Han by first character, Latin by first two. */
export function shardKey(term: string): string {
  const cs = [...term];
  return isHan(cs[0] ?? '') ? cs[0]! : cs.slice(0, 2).join('');
}

/** Cuts sorted terms into runs of about `target` bytes; returns the runs' first indices. */
export function cutRuns(sizes: number[], target: number): number[] {
  const starts = [0];
  let size = 0;
  sizes.forEach((n, i) => {
    if (size > 0 && size + n > target) {
      starts.push(i);
      size = 0;
    }
    size += n;
  });
  return sizes.length ? starts : [];
}

/**
 * Each run's bound: the shortest start of its first term that sorts after the previous run's last
 * term, so the meta file carries a few letters per file, not whole terms.
 */
export function runBounds(terms: string[], starts: number[]): string[] {
  return starts.map((s, i) => {
    if (i === 0) return '';
    const first = terms[s]!;
    const before = terms[s - 1]!;
    let n = 1;
    while (n < first.length && first.slice(0, n) <= before) n++;
    return first.slice(0, n);
  });
}

/** The file a term sorts into: the last whose bound is not after it. */
export function fileOf(bounds: string[], term: string): number {
  let lo = 0;
  let hi = bounds.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (bounds[mid]! <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Files holding every term that starts with `start` (a prefix search, or a whole term group). */
export function filesFrom(bounds: string[], start: string): number[] {
  const first = fileOf(bounds, start);
  const last = fileOf(bounds, `${start}\uffff`);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * A superset of the term files a short query needs, with no word segmenter: making the first
 * Intl.Segmenter costs ~60 ms, which the page must not pay on a keystroke. Latin words by their
 * first letters (a stem keeps them), Han by every character any term it starts can begin with.
 */
export function roughShards(bounds: string[], query: string): number[] {
  const out = new Set<number>();
  for (const word of query.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const latin = [...word].filter((c) => !isHan(c)).join('');
    if (latin.length === 1) out.add(fileOf(bounds, latin));
    else if (latin) for (const n of filesFrom(bounds, latin.slice(0, 3))) out.add(n);
    for (const c of word) if (isHan(c)) for (const n of filesFrom(bounds, c)) out.add(n);
  }
  return [...out].sort((a, b) => a - b);
}
