import { describe, expect, it } from 'vitest';
import { FIRST_FILES, FIRST_FILES_LATIN, plannedTerms, shardsFor } from './term-files.ts';
import { fileOf } from './shard.ts';
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

describe('shardsFor the first answer', () => {
  // One term file per letter pair: every word below is in a file of its own.
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const bounds = [...letters].flatMap((a) => [...letters].map((b) => a + b)).slice(1);
  const words = [...letters].slice(0, 10).map((c) => `${c}${c}word`);
  const syn = words.map((w, i) => [w, `${letters[25 - i]}${letters[25 - i]}other`]);
  const query = words.join(' ');

  it(`fetches at most ${FIRST_FILES} files (${FIRST_FILES_LATIN} without Chinese), keeping the words as typed before their synonyms`, () => {
    const first = shardsFor({ bounds, seg: TEST_SEGMENTER, syn }, query, true);
    expect(first.length).toBe(FIRST_FILES_LATIN);
    for (const w of words) expect(first).toContain(fileOf(bounds, w));
    // A query with Chinese in it may take more.
    expect(shardsFor({ bounds, seg: TEST_SEGMENTER, syn }, `${query} 事务`, true).length).toBeLessThanOrEqual(FIRST_FILES);
    // The next answer has them all.
    expect(shardsFor({ bounds, seg: TEST_SEGMENTER, syn }, query).length).toBe(2 * words.length);
  });
});
