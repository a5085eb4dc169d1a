import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-index.ts';
import { loadIndex, markNeedles, rank, toHit } from './query.ts';
import type { SearchIndexFile, SearchSection } from './types.ts';

const section = (url: string, title: string, heading: string, text: string, extra: Partial<SearchSection> = {}): SearchSection => ({
  url, title, heading, text, crumbs: ['API'], context: 'docs', code: '', ...extra,
});

const FIXTURE: SearchSection[] = [
  section('/docs/api/del', 'del', '', 'Deletes one row by primary key.'),
  section('/docs/api/delByUK', 'delByUK', '', 'Deletes one row by a unique key instead of the primary key.'),
  section('/docs/api/delByUK#errors', 'delByUK', 'Errors', 'Returns 404 when no row matches.', { code: 'curl -X POST /api/order/delByUK' }),
  section('/docs/security', 'Security', 'Passwords', 'Passwords are hashed with bcrypt before storage.'),
  section('/zh/docs/api/delByUK', 'delByUK', '', '按唯一键删除一行数据，而不是按主键。'),
  section('/zh/docs/security', '安全', '密码', '密码在保存前使用 bcrypt 哈希处理。'),
  section('/zh/docs/build', '构建', '', '构建零代码数据接口生成器。'),
  section('/blog/release', 'Release 4', '', 'The release adds bcrypt rounds.', { context: 'blog', crumbs: [] }),
];

function load() {
  const built = buildSearchIndex(FIXTURE, 80);
  // What the worker fetches goes through JSON.
  const file = JSON.parse(JSON.stringify(built.index)) as SearchIndexFile;
  return { loaded: loadIndex(file), built };
}
const urls = (q: string, opts = {}) => {
  const { loaded } = load();
  return rank(loaded, q, opts).ranked.map((r) => loaded.docs[r.id]![0]);
};

describe('search index', () => {
  it('keeps snippet text out of the term index, in shards', () => {
    const { built } = load();
    expect(JSON.stringify(built.index)).not.toContain('hashed with bcrypt');
    expect(built.shards.length).toBeGreaterThan(1);
    const row = built.index.docs[3]!;
    expect(built.shards[row[5]]![row[6]]![0]).toContain('hashed with bcrypt');
  });

  it('ranks the page named by an API method first, and finds it by prefix and with a typo', () => {
    expect(urls('delByUK')[0]).toBe('/docs/api/delByUK');
    expect(urls('delBy')[0]).toBe('/docs/api/delByUK');
    expect(urls('delbyukk')[0]).toBe('/docs/api/delByUK');
  });

  it('finds Chinese terms inside longer words and mid-sentence, and mixed queries', () => {
    expect(urls('唯一键')[0]).toBe('/zh/docs/api/delByUK');
    expect(urls('一键删')).toEqual(['/zh/docs/api/delByUK']);
    expect(urls('代码数据')[0]).toBe('/zh/docs/build');
    expect(urls('bcrypt 密码')[0]).toBe('/zh/docs/security');
    expect(urls('唯一键 delByUK')[0]).toBe('/zh/docs/api/delByUK');
  });

  it('filters by context, within and outside', () => {
    expect(urls('bcrypt', { context: 'blog' })).toEqual(['/blog/release']);
    expect(urls('bcrypt', { context: 'blog', outside: true })).not.toContain('/blog/release');
  });

  it('returns nothing for nonsense, and survives huge and regex-laden queries', () => {
    expect(urls('qqxzv')).toEqual([]);
    expect(() => urls('(.*'.repeat(4000))).not.toThrow();
    expect(() => urls('删'.repeat(200))).not.toThrow();
  });

  it('makes hits with a marked snippet', () => {
    const { loaded, built } = load();
    const q = 'bcrypt 密码';
    const r = rank(loaded, q).ranked[0]!;
    const row = loaded.docs[r.id]!;
    const hit = toHit(loaded, r, markNeedles(q, r.terms), built.shards[row[5]]![row[6]]);
    expect(hit).toMatchObject({ url: '/zh/docs/security', title: '安全', section: '密码', breadcrumb: ['API'], context: 'docs' });
    const marked = hit.snippet.ranges.map(([a, b]) => hit.snippet.text.slice(a, b));
    expect(marked).toEqual(['密码', 'bcrypt']);
  });
});

describe('packed index', () => {
  it('unpacks to what MiniSearch serialized', async () => {
    const { default: MiniSearch } = await import('minisearch');
    const { MINISEARCH_OPTIONS } = await import('./options.ts');
    const { packIndex, unpackIndex } = await import('./compact.ts');
    const ms = new MiniSearch(MINISEARCH_OPTIONS);
    FIXTURE.forEach((s, id) => ms.add({ id, title: s.title, heading: s.heading, crumbs: s.crumbs.join(' '), text: `${s.text} ${s.text}`, code: s.code }));
    const js = ms.toJSON();
    const back = unpackIndex(JSON.parse(JSON.stringify(packIndex(js))));
    const sortIndex = (o: typeof js) => ({ ...o, index: [...o.index].sort((a, b) => a[0].localeCompare(b[0])) });
    expect(sortIndex(back)).toEqual(sortIndex(JSON.parse(JSON.stringify(js))));
  });
});
