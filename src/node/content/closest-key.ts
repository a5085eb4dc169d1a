/** Edit distance (insertions, deletions, substitutions, swaps of neighbours), for "did you mean". */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 3) return Math.abs(a.length - b.length);
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** The known key closest to `key` (case aside), if it is close enough to be a slip of the keyboard. */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  const k = key.toLowerCase();
  for (const c of known) {
    const d = editDistance(k, c.toLowerCase());
    if (d < bestD) { best = c; bestD = d; }
  }
  return bestD <= Math.max(1, Math.min(3, Math.floor(key.length / 3))) ? best : undefined;
}

/** "did you mean" text for an unknown key, or the known keys when none is close. */
export function unknownKeyHint(key: string, known: readonly string[]): string {
  const near = closestKey(key, known);
  return near ? `did you mean "${near}"?` : `the known keys are ${known.map((k) => `"${k}"`).join(', ')}`;
}
