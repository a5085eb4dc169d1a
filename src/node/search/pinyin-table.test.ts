import { describe, expect, it } from 'vitest';
import { pinyin } from 'pinyin-pro';
import { gb2312Level1 } from '../../shared/search/gb2312.ts';
import { loadPinyin } from '../../shared/search/homophones.ts';
import type { SearchSection } from '../../shared/search/types.ts';
import { pinyinTable, pinyinTableOf } from './pinyin-table.ts';

describe('pinyin table', () => {
  it('files common characters under each toneless reading of theirs, where the text has a character of that reading', () => {
    const table = pinyinTable('根据增加曾经');
    expect(loadPinyin(table).readings.get('举')).toEqual(['ju']);
    expect(table.zeng!.split(' ')[0]).toContain('曾');
    expect(table.ceng!.split(' ')[0]).toBe('曾');
    expect(table.zi).toBeUndefined();
  });
  it('puts the characters of the text first, the most used first, and adds the rare ones it has', () => {
    const own = pinyinTable('踽踽独行，根据，踽');
    expect(own.ju!.split(' ')[0]).toBe('踽据');
    expect(own.ju!.split(' ').slice(1).join(' ')).not.toContain('据');
    expect(pinyinTable('根据').ju).not.toContain('踽');
  });
  it('names the common characters of a reading by their run in GB2312, and the worker reads back every one', () => {
    const text = '根据增加曾经枚举自增主键事务分页唯一键时间戳';
    const table = pinyinTable(text);
    expect(table.ju).toMatch(/^\S+ [0-9a-z]+-[0-9a-z]+ /);
    const { readings } = loadPinyin(table);
    for (const c of [...gb2312Level1(), ...text]) {
      const expected = pinyin(c, { toneType: 'none', type: 'array', multiple: true }).filter((r) => table[r]);
      expect([...(readings.get(c) ?? [])].sort(), c).toEqual([...new Set(expected)].sort());
    }
  });
  it('counts the synonym table\'s characters as the index\'s: a query can be corrected to its phrases', () => {
    const sections: SearchSection[] = [{ url: '/zh/docs/searchBy$', title: 'searchBy$', heading: '', text: '按子串搜索。', crumbs: [], context: 'docs', code: '' }];
    expect(pinyinTableOf(sections).hu).toBeUndefined();
    expect(pinyinTableOf(sections, [['模糊查询', 'searchBy$']]).hu!.split(' ')[0]).toBe('糊');
  });
});
