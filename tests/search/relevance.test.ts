import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedIndex } from '../../src/shared/search/query.ts';
import { realIndexes, ROOT, topPages } from './real-index.ts';

interface Case { locale: 'en' | 'zh'; kind: string; q: string; expect: string }
const cases = JSON.parse(readFileSync(join(ROOT, 'tests/search/relevance.json'), 'utf8')) as Case[];
/** Share of queries whose page must be in the top 3, per locale. */
const FLOOR = 0.95;

let indexes: Record<'en' | 'zh', LoadedIndex>;
beforeAll(() => { indexes = realIndexes(); }, 120_000);

describe('search relevance on the real content', () => {
  it('has at least 150 queries of every kind, over half of them Chinese', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    expect(cases.filter((c) => c.locale === 'zh').length).toBeGreaterThan(cases.length / 2);
    const kinds = new Set(cases.map((c) => `${c.locale}:${c.kind}`));
    for (const k of ['zh:concept', 'zh:api', 'zh:code', 'zh:config', 'zh:mixed', 'zh:char', 'en:concept', 'en:api', 'en:code', 'en:config', 'en:typo']) expect(kinds).toContain(k);
  });

  it('names only pages that exist', () => {
    const pages = new Set((['en', 'zh'] as const).flatMap((l) => indexes[l].docs.map((d) => d[0].split('#')[0])));
    expect(cases.filter((c) => !pages.has(c.expect)).map((c) => c.expect)).toEqual([]);
  });

  // A thousand queries: seconds of work, longer on a busy machine (the limit below).
  it.each(['en', 'zh'] as const)(`puts the expected %s page in the top 3 for at least ${FLOOR * 100} % of queries`, (locale) => {
    const mine = cases.filter((c) => c.locale === locale);
    const misses = mine.filter((c) => !topPages(indexes[locale], c.q).includes(c.expect)).map((c) => `${c.q} → ${c.expect}`);
    expect(misses.length, `misses:\n${misses.join('\n')}`).toBeLessThanOrEqual(Math.floor(mine.length * (1 - FLOOR)));
  }, 120_000);

  it('ranks an exact API name, error code or config key on its own page first', () => {
    for (const c of cases.filter((x) => x.kind === 'api' || x.kind === 'code' || x.kind === 'config')) {
      expect(topPages(indexes[c.locale], c.q, 1), c.q).toEqual([c.expect]);
    }
  });

  it('ranks the page a code word names first in a longer query too', () => {
    expect(topPages(indexes.en, 'setBatch update many rows by id', 1)).toEqual(['/docs/api/fixed-api/setBatch']);
    // A magic API call as written in code, beside the reader's own words.
    expect(topPages(indexes.en, 'getStock return just the value', 1)).toEqual(['/docs/api/magic-api/get$']);
    expect(topPages(indexes.zh, 'addBatch 怎么用', 1)).toEqual(['/zh/docs/api/fixed-api/addBatch']);
  });

  it('ranks the object of a call written as code first (`dao.order.select` → dao)', () => {
    expect(topPages(indexes.en, 'dao.order.select', 1)).toEqual(['/docs/script/functions/dao']);
    expect(topPages(indexes.zh, 'dao.user.getByEmail 返回什么', 1)).toEqual(['/zh/docs/script/functions/dao']);
    // The whole path still wins where a page has that name.
    expect(topPages(indexes.en, 'http.get', 1)).toEqual(['/docs/script/library/http/get']);
  });

  it('lifts the page a rare word of a longer question names, as typed or by a synonym (最高 → max)', () => {
    expect(topPages(indexes.zh, '查询订单里面金额最小的一条是多少钱', 1)).toEqual(['/zh/docs/api/magic-api/min$']);
    expect(topPages(indexes.zh, '怎么知道员工表里工资最高是多少', 3)).toContain('/zh/docs/api/magic-api/max$');
  });

  it("names the docs' front page by the product's name alone", () => {
    expect(topPages(indexes.en, 'what is entix', 1)).toEqual(['/docs/introduction']);
    expect(topPages(indexes.zh, 'entix 是什么', 1)).toEqual(['/zh/docs/introduction']);
  });

  it('finds a single Chinese character inside words, not only at their start', () => {
    // 箱 ends 工具箱 (toolkit); 盐 ends 加盐.
    expect(topPages(indexes.zh, '箱')).toContain('/zh/docs/toolkit');
    expect(topPages(indexes.zh, '盐')).toContain('/zh/docs/script/library/hash/password_hash');
  });
});
