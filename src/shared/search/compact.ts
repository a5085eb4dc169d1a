import type { AsPlainObject } from 'minisearch';

/**
 * MiniSearch's own JSON spells every posting as `{"docId": freq}` objects; this packs the same
 * data into delta-coded strings (a third smaller after gzip for Chinese pairs), and unpacks it
 * back into the exact object `MiniSearch.loadJS` takes. Documents must have ids 0..n-1 added in order.
 */
export interface PackedIndex {
  documentCount: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Field lengths of every document, concatenated (fieldCount per document). */
  fieldLength: number[];
  /** Sorted terms, front-coded (shared-prefix length in base 36, then the rest), joined by \n. */
  terms: string;
  /** Per term: `field:gap[*freq],gap…` groups joined by `;` (freq 1 left out, gaps base 36). */
  postings: string[];
}

export function packIndex(js: AsPlainObject): PackedIndex {
  const fieldCount = Object.keys(js.fieldIds).length;
  const fieldLength: number[] = [];
  for (let i = 0; i < js.documentCount; i++) {
    if (js.documentIds[i] !== i) throw new Error(`search index: document ${i} has id ${String(js.documentIds[i])}`);
    const lens = js.fieldLength[i] ?? [];
    for (let f = 0; f < fieldCount; f++) fieldLength.push(lens[f] ?? 0);
  }
  const entries = [...js.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const postings = entries.map(([, byField]) =>
    Object.entries(byField).map(([field, docs]) => {
      let prev = 0;
      const parts = Object.entries(docs).map(([d, freq]) => [Number(d), freq] as const).sort((a, b) => a[0] - b[0]).map(([d, freq]) => {
        const gap = (d - prev).toString(36);
        prev = d;
        return freq === 1 ? gap : `${gap}*${freq.toString(36)}`;
      });
      return `${field}:${parts.join(',')}`;
    }).join(';'),
  );
  return { documentCount: js.documentCount, fieldIds: js.fieldIds, averageFieldLength: js.averageFieldLength, fieldLength, terms: frontCode(entries.map((e) => e[0])), postings };
}

export function unpackIndex(p: PackedIndex): AsPlainObject {
  const fieldCount = Object.keys(p.fieldIds).length;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let i = 0; i < p.documentCount; i++) {
    documentIds[i] = i;
    fieldLength[i] = p.fieldLength.slice(i * fieldCount, (i + 1) * fieldCount);
  }
  const terms = p.terms ? frontDecode(p.terms) : [];
  const index: AsPlainObject['index'] = terms.map((term, t) => {
    const byField: Record<string, Record<string, number>> = {};
    for (const group of p.postings[t]!.split(';')) {
      const [field, list] = group.split(':') as [string, string];
      const docs: Record<string, number> = {};
      let doc = 0;
      for (const item of list.split(',')) {
        const [gap, freq] = item.split('*');
        doc += parseInt(gap!, 36);
        docs[doc] = freq ? parseInt(freq, 36) : 1;
      }
      byField[field] = docs;
    }
    return [term, byField];
  });
  return {
    documentCount: p.documentCount, nextId: p.documentCount, documentIds, fieldIds: p.fieldIds, fieldLength,
    averageFieldLength: p.averageFieldLength, storedFields: {}, dirtCount: 0, index, serializationVersion: 2,
  };
}

/** Sorted Chinese pairs mostly share their first character: writing it once per run saves a fifth. */
function frontCode(terms: string[]): string {
  let prev: string[] = [];
  return terms.map((term) => {
    const chars = [...term];
    let n = 0;
    while (n < 35 && n < prev.length && n < chars.length - 1 && prev[n] === chars[n]) n++;
    prev = chars;
    return n.toString(36) + chars.slice(n).join('');
  }).join('\n');
}

function frontDecode(packed: string): string[] {
  let prev: string[] = [];
  return packed.split('\n').map((line) => {
    const chars = [...prev.slice(0, parseInt(line[0]!, 36)), ...line.slice(1)];
    prev = chars;
    return chars.join('');
  });
}
