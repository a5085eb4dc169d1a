import type { Posting } from './compact.ts';
import { FIELDS, type Field } from './options.ts';

/** The part of MiniSearch's serialized index the build ships: postings, field lengths, their averages. */
export interface FieldPostings {
  /** Term → [field, document, term frequency] (order not significant: packShard sorts). */
  postings: Map<string, Posting[]>;
  /** Per document, per field (FIELDS order): its distinct terms. */
  fieldLength: number[][];
  averageFieldLength: number[];
}

/**
 * What `MiniSearch#addAll` then `toJSON()` gave the build, counted directly: MiniSearch's radix
 * tree of Maps and the serialized copy of it were most of the search worker's time and garbage.
 * The numbers must be MiniSearch's to the last bit (the browser loads them with `loadJS`), so
 * this follows `add()`: a field's length counts its distinct tokens, an empty token is counted
 * there but indexed nowhere, and the average is MiniSearch's running one, not sum / n, whose
 * rounding can differ. Documents are numbered by position, as short ids are when none is removed.
 */
export function fieldPostings(docs: Record<Field, string>[], terms: (text: string, field: Field) => string[]): FieldPostings {
  const postings = new Map<string, Posting[]>();
  const fieldLength: number[][] = [];
  const averageFieldLength: number[] = [];
  const counts = new Map<string, number>();
  docs.forEach((doc, d) => {
    const lengths: number[] = [];
    FIELDS.forEach((field, f) => {
      counts.clear();
      for (const t of terms(doc[field], field)) counts.set(t, (counts.get(t) ?? 0) + 1);
      lengths.push(counts.size);
      averageFieldLength[f] = ((averageFieldLength[f] || 0) * d + counts.size) / (d + 1);
      for (const [t, tf] of counts) {
        if (!t) continue;
        const list = postings.get(t);
        if (list) list.push([f, d, tf]);
        else postings.set(t, [[f, d, tf]]);
      }
    });
    fieldLength.push(lengths);
  });
  return { postings, fieldLength, averageFieldLength };
}
