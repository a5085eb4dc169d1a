import type { Snippet } from './types.ts';

export const SNIPPET_MAX = 50;

/** Every [start, end) where one of the needles occurs in text, case-insensitively, merged. */
export function findRanges(text: string, needles: string[]): [number, number][] {
  const hay = text.toLowerCase();
  const found: [number, number][] = [];
  for (const n of needles) {
    if (!n) continue;
    // indexOf, never a RegExp: queries are free text and may hold any regex syntax.
    for (let i = hay.indexOf(n); i >= 0 && found.length < 200; i = hay.indexOf(n, i + n.length)) found.push([i, i + n.length]);
  }
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const r of found) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

/** At most `max` characters (ellipses included) around the first match, with every match inside marked. */
export function makeSnippet(source: string, needles: string[], max = SNIPPET_MAX): Snippet {
  const text = source.replace(/\s+/g, ' ').trim();
  const all = findRanges(text, needles);
  const first = all[0];
  let start = 0;
  if (first && text.length > max) {
    // Some words before the match give the reader context; a long match keeps its start visible.
    start = Math.max(0, Math.min(first[0] - 12, text.length - (max - 1)));
  }
  const lead = start > 0 ? '…' : '';
  let end = start + max - lead.length;
  const tail = end < text.length ? '…' : '';
  if (tail) end -= 1;
  const body = text.slice(start, end);
  const offset = lead.length - start;
  const ranges = all
    .filter((r) => r[1] > start && r[0] < end)
    .map((r): [number, number] => [Math.max(r[0], start) + offset, Math.min(r[1], end) + offset]);
  return { text: lead + body + tail, ranges };
}
