import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index.ts';
import { roughShards } from './shard.ts';
import { shardsFor } from './term-files.ts';
import type { SearchSection } from './types.ts';

const section = (url: string, title: string, text: string): SearchSection => ({ url, title, heading: '', text, crumbs: [], context: 'docs', code: '' });
const SECTIONS = [
  section('/a', 'delByUK', 'Deletes one row by a unique key instead of the primary key. Updates, updated, updating.'),
  section('/b', 'Security', 'Passwords are hashed with bcrypt before storage; decrypt, describe, default, delete.'),
  section('/zh/a', '按唯一键删除', '按唯一键删除一行数据，而不是按主键。让多次调用处于同一个数据库会话。'),
  section('/zh/b', '事务', '提交或回滚事务；密码在保存前使用 bcrypt 哈希处理。构建零代码数据接口生成器。'),
];
// What readers type first: one letter or character, a word, an IME-committed word, mixed text.
const QUERIES = ['d', 'D', 'de', 'del', 'delByUK', 'updates', 'Passwörter', '唯', '唯一键', '事务', '会话', '数据库 session', 'bcrypt 哈希', '４０４'];

describe('roughShards', () => {
  for (const seg of ['en', 'zh']) {
    it(`covers every term file the planner picks for a first query, with no segmenter (${seg})`, () => {
      // Small term files: many bounds, so a wrong guess shows.
      const { meta } = buildSearchIndex(SECTIONS, { termBytes: 40, lang: seg });
      expect(meta.bounds.length).toBeGreaterThan(10);
      for (const q of QUERIES) {
        const rough = new Set(roughShards(meta.bounds, q));
        const missing = shardsFor({ bounds: meta.bounds, seg: meta.seg, syn: [] }, q).filter((n) => !rough.has(n));
        expect({ q, missing }).toEqual({ q, missing: [] });
      }
    });
  }
  it('stays small: one file for one letter, a few for a word', () => {
    const { meta } = buildSearchIndex(SECTIONS, { termBytes: 80, lang: 'en' });
    expect(roughShards(meta.bounds, 'd')).toHaveLength(1);
    expect(roughShards(meta.bounds, 'delByUK').length).toBeLessThan(meta.bounds.length / 4);
  });
});
