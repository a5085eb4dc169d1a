import { describe, expect, it } from 'vitest';
import { loadPinyin, soundAlikes } from './homophones.ts';

// Readings as the pinyin table has them: the index's characters, a space, the others.
const py = loadPinyin({ mei: '枚 梅没', ju: '举 据局', zi: '自 子字', zeng: '增 曾', ceng: ' 曾' });

describe('sound-alikes of a Chinese word', () => {
  it('changes one character for another of the same reading that the index has', () => {
    expect(soundAlikes('枚据', py)).toEqual(['枚举']);
    expect(soundAlikes('自曾', py)).toEqual(['自增']);
    expect(soundAlikes('子增', py)).toEqual(['自增']);
  });
  it('tries every reading of a character with more than one', () => {
    expect(py.readings.get('曾')).toEqual(['zeng', 'ceng']);
  });
  it('leaves single characters, long runs and Latin words alone', () => {
    expect(soundAlikes('据', py)).toEqual([]);
    expect(soundAlikes('自增自增自', py)).toEqual([]);
    expect(soundAlikes('ju', py)).toEqual([]);
  });
});
