import { describe, expect, it } from 'vitest';
import { memoByText } from './memo-by-text.ts';

describe('memoByText', () => {
  it('computes once per distinct text and starts over past its limit', () => {
    const calls: string[] = [];
    const f = memoByText((t) => { calls.push(t); return t.length; }, 2);
    expect([f('a'), f('a'), f('bb'), f('a')]).toEqual([1, 1, 2, 1]);
    expect(calls).toEqual(['a', 'bb']);
    f('ccc');
    f('a');
    expect(calls).toEqual(['a', 'bb', 'ccc', 'a']);
  });
});
