import { describe, expect, it } from 'vitest';
import { pinyinTable } from './pinyin-table.ts';

describe('pinyin table', () => {
  it('files common characters under each toneless reading of theirs, where the text has a character of that reading', () => {
    const table = pinyinTable('根据增加曾经');
    expect(table.ju!.split(' ')[1]).toContain('举');
    expect(table.zeng!.split(' ')[0]).toContain('曾');
    expect(table.ceng!.split(' ')[0]).toBe('曾');
    expect(table.zi).toBeUndefined();
  });
  it('puts the characters of the text first, the most used first, and adds the rare ones it has', () => {
    const own = pinyinTable('踽踽独行，根据，踽');
    expect(own.ju!.split(' ')[0]).toBe('踽据');
    expect(own.ju!.split(' ')[1]).not.toContain('据');
    expect(pinyinTable('根据').ju).not.toContain('踽');
  });
});
