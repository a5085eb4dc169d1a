import { describe, expect, it } from 'vitest';
import { bridges, planQuery } from './plan.ts';
import { stem } from '../lang/en.ts';
import { processTerm, queryTerms, queryWords, segmentText, tokenize } from './tokenize.ts';
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
  it('reads full-width letters and digits (a Chinese IME\'s) as the same words, at index and query time', () => {
    expect(tokenize('错误码４０４０１，ＡＰＩ')).toEqual(['错误', '误码', '40401', 'API']);
    expect(queryWords('４０４０１ ＡＰＩ')).toEqual(['40401', 'api']);
  });
  it('drops long hashes and English stop words, and folds inflections', () => {
    expect(tokenize('x'.repeat(40))).toEqual([]);
    expect(processTerm('The')).toBeNull();
    expect(processTerm('Entities')).toBe('entity');
    expect(stem('atomically')).toBe('atomic');
    expect(stem('increments')).toBe(stem('increment'));
    expect(stem('has')).toBe('has');
    expect(['indexes', 'hashes', 'matches', 'prefixes', 'caches'].map(stem)).toEqual(['index', 'hash', 'match', 'prefix', 'cache']);
  });
  it('knows a typo from a different word', () => {
    expect(withinOne('incremnet', 'increment')).toBe(true);
    expect(withinOne('pasword', 'password')).toBe(true);
    expect(withinOne('delbyuk', 'delbyuk')).toBe(true);
    expect(withinOne('select', 'delete')).toBe(false);
  });
});

describe('tokenize, piece by piece', () => {
  const whole = (text: string, chars: boolean, segmenter: string) => segmentText(text.normalize('NFKC'), chars, segmenter);

  it('gives the same terms for text at the edges of whitespace', () => {
    const samples = ['a.b c,d 3.14 1,000 don\'t e-mail foo_bar __init__ a:b', '\tx\u00a0y\u3000z\ufeffw', 'café cafe\u0301 \u0301x', '使用API接口 第3个 中文，标点。 ＡＰＩ　４０４', 'getByUK\nsetSession\r\nnot_null\f\va.b.c'];
    for (const text of samples) {
      for (const segmenter of ['en', 'zh']) for (const chars of [false, true]) expect(tokenize(text, { segmenter, chars })).toEqual(whole(text, chars, segmenter));
    }
    // Asked again (from the pieces kept), the same.
    expect(tokenize(samples[0]!, { segmenter: 'en' })).toEqual(whole(samples[0]!, false, 'en'));
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
    // An asking character ends a run of two (主键|的|值) but is part of a lone one (调|用); 按 is English `by`.
    expect(queryWords('主键的值')).toEqual(['主键', '值']);
    expect(queryWords('调用其他服务器')[0]).toBe('调用');
    expect(queryWords('按主键删除')).toEqual(['主键', '删除']);
    // 这 and 那 point at a thing and end no word: `删这` is 删.
    expect(queryWords('怎么删这一行')).toEqual(['删', '一行']);
    // A one-character verb before a run the segmenter left in single characters asks about the rest.
    expect(queryWords('怎么查总条数')).toEqual(['查', '总条数']);
    expect(queryWords('总条数')).toEqual(['总条数']);
    expect(queryWords("what's new")).toEqual(['new']);
    // A question's frame and contractions the pages never write (they say `does not`).
    expect(queryWords("what happens when a row doesn't exist")).toEqual(['when', 'row', 'exist']);
    // Modal verbs and particles carry no topic.
    expect(queryWords('接口必须登录才能调用')).toEqual(['接口', '登录', '调用']);
    expect(queryWords('密码字段不要返回给前端')).toEqual(['密码', '字段', '返回', '前端']);
    expect(queryWords('密钥不要提交到仓库')).not.toContain('到');
  });
  it('plan a phrase of the synonym table even where the segmenter cut across it, and name what it means', () => {
    const table = [['按唯一键读取', 'getByUK', 'get by unique key'], ['唯一键', 'unique key']];
    const plan = planQuery('按唯一键读取', table);
    expect(plan).toHaveLength(1);
    expect(plan[0]!.alts.map((a) => a.name)).toContain('getbyuk');
    expect(planQuery('get by unique key', table)[0]!.alts.map((a) => a.terms)).toContainEqual(['getbyuk']);
  });
  it('complete one Chinese character to the shortest phrase of the synonym table it starts, in Chinese only', () => {
    const table = [['删除', 'del', 'delete'], ['删除字段', 'del$']];
    expect(planQuery('删', table)[0]!.alts.map((a) => a.name)).toEqual([undefined, '删除']);
    expect(planQuery('锁', table)[0]!.alts).toHaveLength(1);
  });
  it('match overlapping phrases of the synonym table from the end: the compound\'s head wins', () => {
    const table = [['接口调用', 'apiCall'], ['调用记录', '调用日志', 'call log']];
    expect(planQuery('查看接口调用记录', table).map((c) => c.words.join(''))).toEqual(['查看', '接口', '调用记录']);
  });
  it('let a long Chinese word the segmenter could not cut be found by some of its pairs, for less', () => {
    // Node's ICU cuts 读取单个字段 into single characters, which are glued back into one word.
    const [clause] = planQuery('读取单个字段');
    const part = clause!.alts.find((a) => a.any);
    expect(part?.terms).toEqual(expect.arrayContaining(['读取', '字段']));
    expect(part!.weight).toBeLessThan(clause!.alts[0]!.weight);
    expect(planQuery('主键')[0]!.alts.some((a) => a.any)).toBe(false);
  });
  it('bridge two neighbouring Chinese clauses with the pair that spans them', () => {
    expect(bridges(planQuery('主键 删除'))).toEqual(['键删']);
    expect(bridges(planQuery('主键 delete'))).toEqual([]);
  });
  it('plan a clause per word, with synonyms and identifier parts as alternatives', () => {
    const plan = planQuery('执行 SQL 事务', [['执行 SQL', 'runSql'], ['事务', 'transaction']]);
    expect(plan.map((c) => c.words)).toEqual([['执行', 'sql'], ['事务']]);
    expect(plan[0]!.alts.map((a) => a.terms)).toEqual([['执行', 'sql'], ['runsql']]);
    expect(planQuery('max_open_conns')[0]!.alts.map((a) => a.terms)).toEqual([['max_open_conns'], ['max', 'open', 'conn']]);
  });
});

describe('tokenize on long pieces without spaces', () => {
  it('is linear: a piece is segmented in chunks cut where words break anyway, giving the same terms', async () => {
    const { tokenize: tk, segmentPieces, SEGMENT_CHUNK } = await import('./tokenize.ts');
    const t = Date.now();
    tk('事务'.repeat(40_000));
    tk('a-'.repeat(40_000));
    expect(Date.now() - t).toBeLessThan(1500);
    const text = Array.from({ length: 300 }, (_, i) => `事务回滚${i}次，selectBy$字段-not_null/a.b（表）`).join('');
    expect(text.length).toBeGreaterThan(SEGMENT_CHUNK * 5);
    expect(segmentPieces(text).join('')).toBe(text);
    const whole = segmentPieces(text).length;
    expect(whole).toBeGreaterThan(5);
    // The same terms as one piece segmented whole (the slow way, on a text short enough to afford it).
    const { segmentText } = await import('./tokenize.ts');
    expect(segmentPieces(text).flatMap((c) => segmentText(c, false, 'zh'))).toEqual(segmentText(text, false, 'zh'));
  });
});
