import { describe, expect, it } from 'vitest';
import { plannedTerms } from './term-files.ts';
import { TEST_SEGMENTER } from './tokenize.ts';

const meta = { seg: TEST_SEGMENTER, syn: [['唯一键', 'unique key', '唯一索引'], ['事务', 'transaction']] };

describe('plannedTerms for the first answer', () => {
  it('keeps the words as typed and their synonyms, in both languages', () => {
    const first = plannedTerms(meta, '事务', true);
    expect(first).toEqual(expect.arrayContaining(['事务', 'transaction']));
  });
  it('leaves a character\'s completions and the pairs bridging two words for the next answer', () => {
    expect(plannedTerms(meta, '唯', false)).toEqual(expect.arrayContaining(['唯', '唯一', '索引']));
    expect(plannedTerms(meta, '唯', true)).toEqual(['唯']);
    const all = plannedTerms(meta, '多台机器定时任务', false);
    expect(all).toEqual(expect.arrayContaining(['机器', '定时', '器定']));
    const first = plannedTerms(meta, '多台机器定时任务', true);
    expect(first).toEqual(expect.arrayContaining(['机器', '定时']));
    expect(first).not.toContain('器定');
  });
});
