import { describe, expect, it } from 'vitest';
import { processTerm, queryTerms, queryWords, tokenize } from './tokenize.ts';

describe('tokenize', () => {
  it('keeps English words whole, identifiers also split at _ and .', () => {
    expect(tokenize('Use delByUK, not_null and a.b!')).toEqual(['Use', 'delByUK', 'not_null', 'not', 'null', 'and', 'a.b', 'a', 'b']);
  });
  it('turns Han runs into overlapping pairs across word boundaries', () => {
    expect(tokenize('唯一键')).toEqual(['唯一', '一键']);
    expect(tokenize('构建零代码。表')).toEqual(['构建', '建零', '零代', '代码', '表']);
  });
  it('handles mixed text', () => {
    expect(tokenize('bcrypt密码 delByUK 删除')).toEqual(['bcrypt', '密码', 'delByUK', '删除']);
  });
  it('drops long hashes and English stop words', () => {
    expect(tokenize('x'.repeat(40))).toEqual([]);
    expect(processTerm('The')).toBeNull();
    expect(processTerm('Entity')).toBe('entity');
  });
});

describe('query terms', () => {
  it('are processed like index terms and capped', () => {
    expect(queryTerms('唯一键 delByUK')).toEqual(['唯一', '一键', 'delbyuk']);
    expect(queryTerms('汉'.repeat(500)).length).toBeLessThanOrEqual(32);
    expect(queryTerms('a(b[c*'.repeat(2000)).length).toBeLessThanOrEqual(32);
  });
  it('keep Han runs whole as words for marking', () => {
    expect(queryWords('bcrypt 密码 the Hash')).toEqual(['bcrypt', '密码', 'hash']);
  });
});
