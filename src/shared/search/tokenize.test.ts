import { describe, expect, it } from 'vitest';
import { planQuery } from './plan.ts';
import { stem } from './stem.ts';
import { processTerm, queryTerms, queryWords, tokenize } from './tokenize.ts';
import { withinOne } from './typo.ts';

describe('tokenize', () => {
  it('keeps English words whole, identifiers also split at _ . and camel case', () => {
    expect(tokenize('Use delByUK, not_null and a.b!')).toEqual(['Use', 'delByUK', 'del', 'By', 'UK', 'not_null', 'not', 'null', 'and', 'a.b', 'a', 'b']);
  });
  it('turns Han runs into overlapping pairs across word boundaries, and characters when asked', () => {
    expect(tokenize('唯一键')).toEqual(['唯一', '一键']);
    expect(tokenize('构建零代码。表')).toEqual(['构建', '建零', '零代', '代码', '表']);
    expect(tokenize('唯一键', { chars: true })).toEqual(['唯', '一', '键', '唯一', '一键']);
  });
  it('handles mixed text', () => {
    expect(tokenize('bcrypt密码 delByUK 删除')).toEqual(['bcrypt', '密码', 'delByUK', 'del', 'By', 'UK', '删除']);
  });
  it('drops long hashes and English stop words, and folds inflections', () => {
    expect(tokenize('x'.repeat(40))).toEqual([]);
    expect(processTerm('The')).toBeNull();
    expect(processTerm('Entities')).toBe('entity');
    expect(stem('atomically')).toBe('atomic');
    expect(stem('increments')).toBe(stem('increment'));
    expect(stem('has')).toBe('has');
  });
  it('knows a typo from a different word', () => {
    expect(withinOne('incremnet', 'increment')).toBe(true);
    expect(withinOne('pasword', 'password')).toBe(true);
    expect(withinOne('delbyuk', 'delbyuk')).toBe(true);
    expect(withinOne('select', 'delete')).toBe(false);
  });
});

describe('query words and terms', () => {
  it('are processed like index terms and capped', () => {
    expect(queryTerms('唯一键 delByUK')).toEqual(['唯一', '键', 'delbyuk']);
    expect(queryTerms('汉'.repeat(500)).length).toBeLessThanOrEqual(32);
    expect(queryTerms('a(b[c*'.repeat(2000)).length).toBeLessThanOrEqual(32);
  });
  it('cut Han runs into words and drop question words', () => {
    expect(queryWords('bcrypt 密码 the Hash')).toEqual(['bcrypt', '密码', 'hash']);
    expect(queryWords('如何执行SQL')).toEqual(['执行', 'sql']);
  });
  it('plan a clause per word, with synonyms and identifier parts as alternatives', () => {
    const plan = planQuery('执行 SQL 事务', [['执行 SQL', 'runSql'], ['事务', 'transaction']]);
    expect(plan.map((c) => c.words)).toEqual([['执行', 'sql'], ['事务']]);
    expect(plan[0]!.alts.map((a) => a.terms)).toEqual([['执行', 'sql'], ['runsql']]);
    expect(planQuery('max_open_conns')[0]!.alts.map((a) => a.terms)).toEqual([['max_open_conns'], ['max', 'open', 'conn']]);
  });
});
