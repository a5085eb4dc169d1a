import { describe, expect, it } from 'vitest';
import { gb2312Level1 } from './gb2312.ts';
import { loadPinyin, soundAlikes } from './homophones.ts';

// Readings as the pinyin table has them: the index's characters, a range of GB2312's first level
// (none here), the other characters.
const py = loadPinyin({ mei: '枚  梅没', ju: '举  据局', zi: '自  子字', zeng: '增  曾', ceng: '  曾' });

describe('sound-alikes of a Chinese word', () => {
  it('changes one character for another of the same reading that the index has', () => {
    expect(soundAlikes('枚据', py)).toEqual(['枚举']);
    expect(soundAlikes('自曾', py)).toEqual(['自增']);
    expect(soundAlikes('子增', py)).toEqual(['自增']);
  });
  it('reads the common characters of a reading from a range of GB2312\'s first level', () => {
    const level1 = gb2312Level1();
    const from = level1.indexOf('举');
    const ranged = loadPinyin({ ju: `据 ${from.toString(36)}-${(from + 1).toString(36)} 柜` });
    const [, next] = level1.slice(from, from + 2);
    expect(['据', '举', next, '柜'].map((c) => ranged.readings.get(c!))).toEqual([['ju'], ['ju'], ['ju'], ['ju']]);
    expect(ranged.used.get('ju')).toEqual(['据']);
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
