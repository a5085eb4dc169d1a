import { describe, expect, it } from 'vitest';
import { languagePack } from './index.ts';

describe('languagePack', () => {
  it('is chosen by the primary subtag of the BCP-47 lang, and found again by its id', () => {
    expect(languagePack('en').id).toBe('en');
    expect(languagePack('en-US').id).toBe('en');
    expect(languagePack('zh-CN').id).toBe('zh');
    expect(languagePack('zh-Hans').id).toBe('zh');
    expect(languagePack('ja').id).toBe('ja');
    expect(languagePack('fr-CA').id).toBe('fr-CA');
    for (const lang of ['en', 'zh-CN', 'ja', 'fr-CA']) expect(languagePack(languagePack(lang).id)).toBe(languagePack(lang));
  });
  it('gives only zh the pinyin table, and en and zh the Chinese Han rules', () => {
    expect(languagePack('zh-CN')).toBe(languagePack('zh'));
    expect(['en', 'zh-CN', 'ja', 'ko'].map((l) => languagePack(l).search.pinyin)).toEqual([false, true, false, false]);
    expect(languagePack('en').search.han).toBe(languagePack('zh').search.han);
    expect(languagePack('ja').search.han).toBeUndefined();
  });
});
