import { describe, expect, it } from 'vitest';
import { planQuery } from './plan.ts';

const words = (q: string, table: string[][]) => planQuery(q, table, 'zh').map((c) => c.words.join(' '));

describe('planQuery', () => {
  it("keeps a table phrase the segmenter cut across, with the particle that ends it (求和's 和)", () => {
    expect(words('怎么对某一列求和', [['求和', 'sum']])).toContain('求和');
    // Without the phrase in the table, the particle goes.
    expect(words('怎么对某一列求和', [])).not.toContain('求和');
  });
  it('keeps as many words inside phrases as it can, not the later phrase alone (自定义错误码 is 自定义错误 + 码)', () => {
    const table = [['自定义错误', 'returnError'], ['错误码', 'error code'], ['自增', 'inc']];
    const clauses = words('怎么返回自定义错误码', table).map((w) => w.replace(/ /g, ''));
    expect(clauses).toContain('自定义错误');
    expect(clauses).not.toContain('自');
    // Where they cover as much, the later phrase still wins (a compound's head comes last).
    expect(words('接口调用记录', [['接口调用', 'api call'], ['调用记录', 'call log']]).map((w) => w.replace(/ /g, ''))).toContain('调用记录');
  });

  it('cuts only the words a phrase begins or ends in: the others keep their bounds (两列|值, not 两列值)', () => {
    const clauses = words('只知道联合唯一键两列的值 怎么删这一行', [['唯一键', 'unique key']]).map((w) => w.replace(/ /g, ''));
    expect(clauses).toEqual(expect.arrayContaining(['唯一键', '两列', '值', '一行']));
    expect(clauses.some((w) => w.includes('值') && w.length > 1)).toBe(false);
  });

  it('drops the asking words of a question (是什么意思, 是啥): they name no page, and their term files would only grow the answer', () => {
    for (const q of ['UK 是什么意思', 'uk 啥意思', 'uk 是啥']) expect(planQuery(q, [], 'zh').map((c) => c.words.join(''))).toEqual(['uk']);
  });

  it('prefers the longer phrase where two overlap', () => {
    const clauses = words('记录不存在怎么办', [['记录不存在', 'row_not_found'], ['存在', 'exists']]).map((w) => w.replace(/ /g, ''));
    expect(clauses[0]).toBe('记录不存在');
    expect(clauses).not.toContain('存在');
  });
});

describe('a single character', () => {
  it("means its completion's names in every language, though it searches only the Chinese phrases", () => {
    const [clause] = planQuery('删', [['删除', 'del', 'delete']], 'zh');
    expect(clause!.alts.some((a) => a.terms.includes('del'))).toBe(false);
    expect(clause!.names).toEqual(['del', 'delete']);
  });
});
