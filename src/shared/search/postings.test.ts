import { describe, expect, it } from 'vitest';
import { engineOptions, entryToPostings, newEngine, SERIALIZATION_VERSION, type EngineDoc, type EngineJSON } from './engine.ts';
import { FIELDS, type Field } from './options.ts';
import { fieldPostings } from './postings.ts';
import type { Posting } from './compact.ts';

const WORDS = ['delByUK', 'row', 'rows', 'primary', 'key', 'not_null', 'a.b', 'the', '唯一键', '删除一行数据', '密码', 'bcrypt', '４０４', 'setSession', 'x'.repeat(40), '构建', '。', '!'];

/** Documents of uneven lengths (the running average must round as MiniSearch's does), some fields empty. */
function docs(n: number): Record<Field, string>[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  const text = (max: number) => Array.from({ length: next() % max }, () => WORDS[next() % WORDS.length]).join(next() % 3 ? ' ' : '');
  return Array.from({ length: n }, () => Object.fromEntries(FIELDS.map((f) => [f, text(f === 'text' || f === 'code' ? 60 : 5)])) as Record<Field, string>);
}

const byTerm = (entries: Iterable<[string, Posting[]]>) =>
  [...entries].map(([t, list]) => [t, [...list].sort((a, b) => a[0] - b[0] || a[1] - b[1])] as const).sort((a, b) => (a[0] < b[0] ? -1 : 1));

describe('fieldPostings', () => {
  it('counts what MiniSearch addAll + toJSON serialize, to the last bit of the average field lengths', () => {
    for (const segmenter of ['zh', 'en']) {
      const input = docs(300);
      const engine = newEngine(segmenter);
      engine.addAll(input.map((d, id): EngineDoc => ({ id, ...d })));
      const js = engine.toJSON() as unknown as EngineJSON;
      const ours = fieldPostings(input, engineOptions(segmenter).tokenize!);
      expect(js.serializationVersion).toBe(SERIALIZATION_VERSION);
      expect(ours.averageFieldLength).toEqual(js.averageFieldLength);
      expect(JSON.stringify(ours.averageFieldLength)).toBe(JSON.stringify(js.averageFieldLength));
      expect(ours.fieldLength).toEqual(input.map((_, id) => js.fieldLength[id]));
      expect(byTerm(ours.postings)).toEqual(byTerm(js.index.map((e) => [e[0], entryToPostings(e)])));
    }
  });

  it('counts an empty token in the field length but indexes it nowhere, as MiniSearch does', () => {
    const input = [Object.fromEntries(FIELDS.map((f) => [f, 'x'])) as Record<Field, string>];
    const ours = fieldPostings(input, (text) => [text, '', text]);
    expect(ours.fieldLength[0]).toEqual(FIELDS.map(() => 2));
    expect([...ours.postings.keys()]).toEqual(['x']);
    expect(ours.postings.get('x')).toEqual(FIELDS.map((_, f) => [f, 0, 2]));
  });
});
