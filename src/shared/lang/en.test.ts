import { describe, expect, it } from 'vitest';
import { languagePack } from './index.ts';
import { indexTerms, queryTerms, queryWords } from '../search/tokenize.ts';

const en = languagePack('en');

describe('the en pack', () => {
  it('writes dates by hand as English readers do', () => {
    expect(en.formatDate(2025, 3, 4)).toBe('Mar 4, 2025');
    expect(en.formatDate(2025, 12, 31)).toBe('Dec 31, 2025');
  });
  it('drops stop words and stems timidly', () => {
    expect(en.search.stopWords.has('the')).toBe(true);
    expect(en.search.stem('entities')).toBe('entity');
    expect(en.search.stem('has')).toBe('has');
    expect(en.search.wordFamily('pagination')).toBe('paginat');
    expect(indexTerms('The entities are hashed', false, 'en')).toEqual(['entity', 'hash']);
    expect(queryWords("how do I delete rows that don't exist", 'en')).toEqual(['delete', 'rows', 'exist']);
  });
  it('cuts the Chinese words of an English page as the zh pack does', () => {
    expect(indexTerms('唯一键 delByUK', false, 'en')).toEqual(indexTerms('唯一键 delByUK', false, 'zh'));
    expect(queryTerms('如何 唯一键', 'en')).toEqual(['唯一', '键']);
    expect(queryTerms('如何 唯一键', 'en')).toEqual(queryTerms('如何 唯一键', 'zh'));
  });
});
