import { describe, expect, it } from 'vitest';
import { planQuery } from './plan.ts';

const words = (q: string, table: string[][]) => planQuery(q, table, 'zh').map((c) => c.words.join(' '));

describe('planQuery', () => {
  it("keeps a table phrase the segmenter cut across, with the particle that ends it (求和's 和)", () => {
    expect(words('怎么对某一列求和', [['求和', 'sum']])).toContain('求和');
    // Without the phrase in the table, the particle goes.
    expect(words('怎么对某一列求和', [])).not.toContain('求和');
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
