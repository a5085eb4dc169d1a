import { describe, expect, it } from 'vitest';
import { findRanges, makeSnippet } from './snippet.ts';

describe('snippets', () => {
  it('finds every needle without treating it as a pattern', () => {
    expect(findRanges('a.b a*b A.B', ['a.b'])).toEqual([[0, 3], [8, 11]]);
    expect(findRanges('唯一键和唯一', ['唯一', '一键'])).toEqual([[0, 3], [4, 6]]);
  });
  it('cuts at most 50 characters around the first match and marks it', () => {
    const text = `${'intro '.repeat(30)}the delByUK method ${'outro '.repeat(30)}`;
    const s = makeSnippet(text, ['delbyuk']);
    expect(s.text.length).toBeLessThanOrEqual(50);
    expect(s.text.startsWith('…')).toBe(true);
    expect(s.ranges).toHaveLength(1);
    const [a, b] = s.ranges[0]!;
    expect(s.text.slice(a, b)).toBe('delByUK');
  });
  it('starts at the beginning when nothing matches', () => {
    expect(makeSnippet('short text', ['zzz'])).toEqual({ text: 'short text', ranges: [] });
  });
});
