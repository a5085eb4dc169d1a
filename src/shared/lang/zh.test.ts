import { describe, expect, it } from 'vitest';
import { languagePack } from './index.ts';
import { indexTerms, queryWords } from '../search/tokenize.ts';

const zh = languagePack('zh-CN');

describe('the zh pack', () => {
  it('writes dates by hand as Chinese readers do', () => {
    expect(zh.formatDate(2025, 3, 4)).toBe('2025年3月4日');
  });
  it('indexes Han runs as character pairs and reads Latin words as English', () => {
    expect(indexTerms('构建零代码 The Entities', false, 'zh')).toEqual(['构建', '建零', '零代', '代码', 'entity']);
    expect(queryWords('如何按主键删除', 'zh')).toEqual(['主键', '删除']);
    expect(queryWords('怎么查总条数', 'zh')).toEqual(['查', '总条数']);
  });
  it('has the pinyin table and looks for a mistyped word by its characters', () => {
    expect(zh.search.pinyin).toBe(true);
    expect(zh.search.han?.charTypos).toBe(true);
  });
});
