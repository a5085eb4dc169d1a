import { describe, expect, it, vi } from 'vitest';
import { buildSearchIndex, fieldValues, normaliseName } from './build-index.ts';
import { newEngine, type EngineDoc, type EngineJSON } from './engine.ts';
import { nameTypo } from './typo-fallback.ts';
import { FIRST_ANSWER_FILES_LATIN } from './term-files.ts';
import { addShard, clauseWeight, engineOf, loadIndex, loadMeta, loadPinyin, markNeedles, rank, shardsFor, toHit, typoRound, typoRoundFiles } from './query.ts';
import { fileOf } from './shard.ts';
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
  section('/zh/docs/tx', 'transaction', '', '让多次调用处于同一个数据库会话。', { description: '提交或回滚。', keywords: ['事务'] }),
  section('/zh/docs/codes', '错误码', '', '全部错误码。', { keywords: ['40401'] }),
  section('/zh/docs/codes#all', '错误码', '全部', '见下表。', { keywords: ['40401', '40901'] }),
  section('/zh/docs/get', 'get', '', '读取一个字段，找不到时返回 40401。'),
  section('/docs/cron', 'Scheduled tasks', '', 'Runs scripts on a schedule.'),
  section('/blog/release', 'Release 4', '', 'The release adds bcrypt rounds.', { context: 'blog', crumbs: [] }),
];
const SYNONYMS = [['原子自增', 'increment'], ['会话', 'setSession', 'session']];

function load(sections = FIXTURE, termBytes = 200, synonyms = SYNONYMS) {
  const built = buildSearchIndex(sections, { textChars: 80, termBytes, synonyms, lang: 'zh' });
  // What the worker fetches goes through JSON.
  const file = JSON.parse(JSON.stringify({ meta: built.meta, terms: built.terms })) as SearchIndexFile;
  return { loaded: loadIndex(file), built };
}
const urls = (q: string, opts = {}) => {
  const { loaded } = load();
  return rank(loaded, q, opts).ranked.map((r) => loaded.docs[r.id]![0]);
};

/** A Chinese site of these sections, its term files fetched as the worker would for a query (its own, then the typo round's), and the pages a query ranks. */
function typoSite(sections: SearchSection[], synonyms = SYNONYMS) {
  const { built } = load(sections, 20, synonyms);
  const index = loadMeta(JSON.parse(JSON.stringify(built.meta)));
  const fetch = (q: string) => { for (const n of [...shardsFor(built.meta, q), ...typoRound(index, q).files]) addShard(index, n, built.terms[n]!); };
  const pages = (q: string) => [...new Set(rank(index, q).ranked.map((r) => index.docs[r.id]![0].split('#')[0]))];
  return { index, fetch, pages, built };
}

describe('search index files', () => {
  it('keeps terms out of the meta file and snippet text out of both', () => {
    const { built } = load();
    expect(JSON.stringify(built.meta)).not.toContain('bcrypt');
    expect(JSON.stringify(built.terms)).not.toContain('hashed with bcrypt');
    expect(built.terms.length).toBeGreaterThan(1);
    expect(built.text.length).toBeGreaterThan(1);
  });

  it('answers a query from the meta and only the term file its terms sort into', () => {
    const { built } = load();
    const needed = shardsFor(built.meta, 'delByUK');
    expect(needed).toEqual([fileOf(built.meta.bounds, 'delbyuk')]);
    const partial = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of needed) addShard(partial, n, built.terms[n]!);
    expect(rank(partial, 'delByUK').ranked.map((r) => partial.docs[r.id]![0])[0]).toBe('/docs/api/delByUK');
  });
  it('cuts the sorted terms into term files of even size', () => {
    const { built } = load(FIXTURE, 60);
    const sizes = built.terms.map((t) => JSON.stringify(t).length);
    expect(built.terms.length).toBeGreaterThan(5);
    expect(Math.max(...sizes)).toBeLessThan(4 * sizes.sort((a, b) => a - b)[sizes.length >> 1]!);
    expect(built.meta.bounds).toEqual([...built.meta.bounds].sort());
  });

  it('fetches a second term file for a typo in the first letters, only when the first found nothing', () => {
    // Files of a term or two each, so `shcedule` sorts into another file than `schedule`.
    const { built } = load(FIXTURE, 20);
    const partial = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    // Not before its own file is here: a term left for the next answer (a synonym past the first answer's files) is no typo.
    expect(typoRound(partial, 'shcedule').files).toEqual([]);
    for (const n of shardsFor(built.meta, 'shcedule')) addShard(partial, n, built.terms[n]!);
    expect(rank(partial, 'shcedule').ranked).toEqual([]);
    const more = typoRound(partial, 'shcedule').files;
    expect(more).toContain(fileOf(built.meta.bounds, 'schedule'));
    for (const n of more) addShard(partial, n, built.terms[n]!);
    expect(rank(partial, 'shcedule').ranked.map((r) => partial.docs[r.id]![0])).toEqual(['/docs/cron']);
    const plain = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of shardsFor(built.meta, 'schedule')) addShard(plain, n, built.terms[n]!);
    expect(typoRound(plain, 'schedule').files).toEqual([]);
  });

  it('keeps a first answer\'s typo round within its file budget, the rest left for the next answer', () => {
    const words = ['schedule', 'password', 'bcrypt', 'storage', 'release', 'primary', 'scripts', 'validator', 'constraint', 'transaction', 'session', 'increment', 'unique', 'foreign', 'pagination', 'template', 'encrypt', 'decimal', 'timestamp', 'snowflake'];
    const { built } = load(words.map((w, i) => section(`/docs/p${i}`, w, '', `About ${w}.`)), 20);
    const partial = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    // Each word typed with its second and third letters swapped: it sorts into another term file than the word.
    const q = words.slice(0, 10).map((w) => w[0]! + w[2]! + w[1]! + w.slice(3)).join(' ');
    const own = shardsFor(built.meta, q, true);
    for (const n of own) addShard(partial, n, built.terms[n]!);
    const firstRound = typoRound(partial, q, true).files;
    const fullRound = typoRound(partial, q).files;
    expect(own.length + firstRound.length).toBe(FIRST_ANSWER_FILES_LATIN);
    expect(fullRound.length).toBeGreaterThan(firstRound.length);
    expect(fullRound).toEqual(expect.arrayContaining(firstRound));
  });

  it('finds a Chinese word with a wrong character by its characters, in a short query only, with their files fetched second', () => {
    const enumPage = section('/zh/docs/enum', '枚举', '', '字段的值只能取列出的几个。');
    const { built } = load([enumPage, ...FIXTURE], 20);
    const partial = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of shardsFor(built.meta, '枚据')) addShard(partial, n, built.terms[n]!);
    const more = typoRound(partial, '枚据').files;
    expect(more.length).toBeGreaterThan(0);
    for (const n of more) addShard(partial, n, built.terms[n]!);
    for (const c of '枚据') expect(partial.shards.has(fileOf(built.meta.bounds, c))).toBe(true);
    expect(rank(partial, '枚据').ranked.map((r) => partial.docs[r.id]![0])[0]).toBe('/zh/docs/enum');
    // A word no page uses in a longer question is the reader's own wording: no characters for it.
    const long = '枚据 哈希 密码 数据';
    expect(typoRound(partial, long).files.filter((n) => !partial.shards.has(n))).toEqual([]);
    const { loaded } = load([enumPage, ...FIXTURE]);
    expect(rank(loaded, long).ranked.map((r) => loaded.docs[r.id]![0])).not.toContain('/zh/docs/enum');
    // A word pages do use is searched as it is.
    expect(typoRound(loaded, '枚举').files).toEqual([]);
  });
});

describe('page names', () => {
  it('names a page titled in plural words by their singular, as the index finds its words (what is an entity → Entities)', () => {
    const sections = [...FIXTURE,
      section('/docs/entities', 'Entities', '', 'An entity is a table.'),
      section('/docs/client', 'HTTP client', '', 'Call an entity API: the entity name, the entity method, the entity body, the entity key.', { keywords: ['entity', 'entity api'] })];
    const { loaded } = load(sections, 100000);
    const first = (q: string) => loaded.docs[rank(loaded, q).ranked[0]!.id]![0];
    expect(first('what is an entity')).toBe('/docs/entities');
    expect(first('entities')).toBe('/docs/entities');
    // Code keeps its ending: `ctx.params` is no plural.
    expect(normaliseName('ctx.params', 'en')).toEqual(['ctx.params', 'params']);
  });
});

describe('the locale\'s word segmenter', () => {
  it('cuts index and queries with the language pack the build was given (a lang with no pack of its own: Intl.Segmenter for it), carried in the meta file', () => {
    const Real = Intl.Segmenter;
    const made = vi.spyOn(Intl, 'Segmenter').mockImplementation(function (locale?: string, options?: Intl.SegmenterOptions) { return new Real(locale, options); } as unknown as typeof Intl.Segmenter);
    try {
      const built = buildSearchIndex(FIXTURE, { lang: 'fr-CA' });
      expect(built.meta.seg).toBe('fr-CA');
      const loaded = loadIndex(JSON.parse(JSON.stringify({ meta: built.meta, terms: built.terms })) as SearchIndexFile);
      expect(rank(loaded, 'delByUK').ranked.map((r) => loaded.docs[r.id]![0])[0]).toBe('/docs/api/delByUK');
      expect(made.mock.calls.map((c) => c[0])).toEqual(['fr-CA']);
    } finally {
      made.mockRestore();
    }
  });
});

describe('the MiniSearch index', () => {
  it('is MiniSearch\'s own: meta and term files load back into the index the build serialized', () => {
    const { loaded } = load();
    const engine = newEngine('zh');
    engine.addAll(FIXTURE.map((s, id): EngineDoc => ({ id, ...fieldValues(s) })));
    const direct = engine.toJSON() as unknown as EngineJSON;
    const worker = engineOf(loaded).toJSON() as unknown as EngineJSON;
    const sorted = (js: EngineJSON) => ({ ...js, index: [...js.index].sort((a, b) => (a[0] < b[0] ? -1 : 1)) });
    expect(sorted(worker)).toEqual(sorted(direct));
  });

  it('gives a query the same BM25 scores from only its term files as from the whole index', () => {
    const { loaded, built } = load();
    const whole = engineOf(loaded).search('bcrypt', { prefix: false });
    const partial = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of shardsFor(built.meta, 'bcrypt')) addShard(partial, n, built.terms[n]!);
    expect(engineOf(partial).search('bcrypt', { prefix: false }).map((r) => [r.id, r.score])).toEqual(whole.map((r) => [r.id, r.score]));
  });
  it('fetches the pinyin table for a Chinese word no page has, then the files of the words that sound alike', async () => {
    const sections = [...FIXTURE,
      section('/zh/docs/enum', 'ENUM', '', '枚举类型只接受列出的值。'),
      section('/zh/docs/enum#values', 'ENUM', '取值', '枚举的值按列出的顺序比较。'),
      section('/zh/docs/data', '数据', '', '数据管理：浏览数据、新增数据、删除数据、根据条件筛选数据。'),
      section('/zh/docs/data#more', '数据', '导出', '导出数据。')];
    const { built } = load(sections, 20);
    const index = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of shardsFor(built.meta, '枚据')) addShard(index, n, built.terms[n]!);
    expect(typoRound(index, '枚据').pinyin).toBe(true);
    expect(typoRound(index, '枚举').pinyin).toBe(false);
    // Its characters alone: 据 of 数据 outweighs 枚.
    for (const n of typoRound(index, '枚据').files) addShard(index, n, built.terms[n]!);
    expect(rank(index, '枚据').ranked.map((r) => index.docs[r.id]![0])[0]).toBe('/zh/docs/data');
    index.pinyin = loadPinyin({ mei: '枚  梅', ju: '举据  局', shu: '数  书' });
    expect(typoRound(index, '枚据').pinyin).toBe(false);
    for (const n of typoRound(index, '枚据').files) addShard(index, n, built.terms[n]!);
    expect(rank(index, '枚据').ranked.map((r) => index.docs[r.id]![0])[0]).toBe('/zh/docs/enum');
    // The worker's round: the table fetched once, only for the word no page has, then the sound-alikes' files.
    const asked = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of shardsFor(built.meta, '枚据')) addShard(asked, n, built.terms[n]!);
    let fetched = 0;
    const table = async () => { fetched++; return { mei: '枚  梅', ju: '举据  局', shu: '数  书' }; };
    expect(await typoRoundFiles(asked, '枚举', table)).toEqual([]);
    expect(fetched).toBe(0);
    const files = await typoRoundFiles(asked, '枚据', table);
    expect(fetched).toBe(1);
    expect(asked.pinyin).toBeDefined();
    expect(files).toEqual(typoRound(asked, '枚据').files);
    expect(files.length).toBeGreaterThan(0);
    // A longer question's first answer waits for none of it: the table and the files would cost it 10-15 KB.
    const question = '枚据 导出 顺序 比较';
    const fresh = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of shardsFor(built.meta, question, true)) addShard(fresh, n, built.terms[n]!);
    expect(typoRound(fresh, question, true).pinyin).toBe(false);
    expect(rank(fresh, question).ranked.map((r) => fresh.docs[r.id]![0])).not.toContain('/zh/docs/enum');
    // The next answer takes a two-character word for its sound-alike (an IME's slip: 列表分业 for 分页).
    for (const n of shardsFor(built.meta, question)) addShard(fresh, n, built.terms[n]!);
    for (const n of await typoRoundFiles(fresh, question, table)) addShard(fresh, n, built.terms[n]!);
    expect(rank(fresh, question).ranked.map((r) => fresh.docs[r.id]![0])).toContain('/zh/docs/enum');
  });

  it('takes a word no page has for a typo though another part of the run is in a page (加解秘: 加解 is, 解秘 is not)', () => {
    const sections = [...FIXTURE,
      section('/zh/docs/aes', 'AES', '', '用 AES 解密数据，解密失败时返回错误。'),
      section('/zh/docs/aes#key', 'AES', '密钥', '解密前先设置密钥。'),
      section('/zh/docs/codec', '编解码', '', '加解码工具。')];
    const { index, fetch, pages } = typoSite(sections);
    fetch('加解秘');
    expect(pages('加解秘')).not.toContain('/zh/docs/aes');
    index.pinyin = loadPinyin({ jia: '加  家', jie: '解  接', mi: '密秘  米' });
    fetch('加解秘');
    expect(pages('加解秘')).toContain('/zh/docs/aes');
    expect(pages('加解秘')).toContain('/zh/docs/codec');
  });

  it('takes a page name typed with one wrong character of the same sound for that name, though every word of it is in pages (实体见模: 见模 is in 常见模式)', () => {
    const sections = [...FIXTURE,
      section('/zh/docs/modeling', '实体建模', '', '列类型怎么选。'),
      section('/zh/docs/patterns', '常见模式', '', '常见模式：每个实体一张表，实体之间用外键关联，实体的主键自增。'),
      section('/zh/docs/patterns#more', '常见模式', '实体', '可见模块里的实体。')];
    const { index, fetch, pages } = typoSite(sections);
    const first = (q: string) => pages(q)[0];
    fetch('实体见模');
    expect(typoRound(index, '实体见模').pinyin).toBe(true);
    expect(typoRound(index, '实体建模').pinyin).toBe(false);
    expect(first('实体见模')).toBe('/zh/docs/patterns');
    index.pinyin = loadPinyin({ jian: '建见  ', mo: '模  ', shi: '实  ', ti: '体  ' });
    fetch('实体见模');
    expect(first('实体见模')).toBe('/zh/docs/modeling');
    expect(nameTypo(index, '实体见模')).toBe('实体建模');
    // One character off, but not of the same sound (型 xing): no name is meant.
    index.pinyin = loadPinyin({ jian: '建  ', xing: '型  ', mo: '模  ' });
    expect(nameTypo(index, '实体型模')).toBeUndefined();
  });

  it('answers a name typed one character off as that name: its synonyms name their page too (唯一建 → 唯一键 → unique_key)', () => {
    const sections = [...FIXTURE,
      section('/zh/docs/uk', 'unique_key', '', '写入重复值时返回 40901。'),
      section('/zh/docs/getBy', 'getBy$', '', '按唯一字段读取一行：建表时声明的唯一键都能用来建查询。', { keywords: ['唯一键'] }),
      section('/zh/docs/table', '建表', '', '建表时给每张表建一个唯一的主键。')];
    const { index, fetch, pages, built } = typoSite(sections, [['唯一键', 'unique_key']]);
    fetch('唯一建');
    expect(typoRound(index, '唯一建').pinyin).toBe(true);
    index.pinyin = loadPinyin({ wei: '唯  ', yi: '一  ', jian: '键建  ' });
    // The second round fetches the files of the name's own words (键 of 唯一键 and the synonym's).
    const files = typoRound(index, '唯一建').files;
    expect(files).toEqual(expect.arrayContaining(shardsFor(built.meta, '唯一键').filter((n) => !index.shards.has(n))));
    fetch('唯一建');
    expect(pages('唯一键')[0]).toBe('/zh/docs/uk');
    expect(pages('唯一建')[0]).toBe('/zh/docs/uk');
  });

  it('corrects a word no page has to a sound-alike that makes the query a phrase of the synonym table', () => {
    const sections = [...FIXTURE, section('/zh/docs/searchBy$', 'searchBy$', '', '按子串搜索，分页返回。'), section('/zh/docs/select', 'select', '', '分页查询满足条件的行。')];
    const built = buildSearchIndex(sections, { textChars: 80, termBytes: 20, synonyms: [['模糊查询', 'searchBy$']], lang: 'zh' });
    const index = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of shardsFor(built.meta, '模胡查询')) addShard(index, n, built.terms[n]!);
    expect(typoRound(index, '模胡查询').pinyin).toBe(true);
    // The synonym table's characters are in the pinyin table (糊 of 模糊查询, which no page says).
    index.pinyin = loadPinyin({ mo: '模  ', hu: '糊  胡' });
    for (const n of typoRound(index, '模胡查询').files) addShard(index, n, built.terms[n]!);
    expect(rank(index, '模胡查询').ranked.map((r) => index.docs[r.id]![0])[0]).toBe('/zh/docs/searchBy$');
  });

  it('takes a lone character typed in one run after a word for a typo when the pair across them is in no page and a sound-alike pair is', () => {
    const sections = [...FIXTURE, section('/zh/docs/deploy', '部署', '', '一键部署到服务器。'), section('/zh/docs/reset', '重置', '', '一键重置全部设置。')];
    const { built } = load(sections, 20);
    const index = loadMeta(JSON.parse(JSON.stringify(built.meta)));
    for (const n of shardsFor(built.meta, '唯一健', false)) addShard(index, n, built.terms[n]!);
    expect(typoRound(index, '唯一健').pinyin).toBe(true);
    // Typed apart, the lone character is meant as it is.
    expect(typoRound(index, '唯一 健').pinyin).toBe(false);
    index.pinyin = loadPinyin({ yi: '一  ', jian: '键  健建' });
    for (const n of typoRound(index, '唯一健').files) addShard(index, n, built.terms[n]!);
    expect(rank(index, '唯一健').ranked.map((r) => index.docs[r.id]![0])[0]).toBe('/zh/docs/api/delByUK');
  });

});

describe('ranking', () => {
  it('answers a question of which version brought something with the release post', () => {
    const sections = [...FIXTURE,
      section('/docs/api/sql-template', 'SQL templates', '', 'A custom API written as one SQL file with named parameters. SQL templates need a database user with read access.'),
      section('/blog/entix-3.1.0', 'Entix 3.1.0', '', 'This release added SQL templates, OR conditions and an IDE.', { context: 'blog' })];
    const { loaded } = load(sections);
    const score = (q: string, url: string) => rank(loaded, q).ranked.find((r) => loaded.docs[r.id]![0] === url)!.score;
    const postOverPage = (q: string) => score(q, '/blog/entix-3.1.0') / score(q, '/docs/api/sql-template');
    // The same words (`which` is no query word), asked as a question of which version: the post counts double.
    expect(postOverPage('which version added sql templates')).toBeCloseTo(2 * postOverPage('version added sql templates'));
    expect(postOverPage('哪个版本 added sql templates')).toBeCloseTo(2 * postOverPage('版本 added sql templates'));
  });

  it('ranks the page named by an API method first, and finds it by prefix and with a typo', () => {
    expect(urls('delByUK')[0]).toBe('/docs/api/delByUK');
    expect(urls('delBy')[0]).toBe('/docs/api/delByUK');
    expect(urls('delbyukk')[0]).toBe('/docs/api/delByUK');
    // Two letters swapped is two edits to MiniSearch, and one typo to a reader.
    expect(urls('bcrpyt')).toContain('/docs/security');
    expect(urls('debyluk')).toEqual([]);
  });

  it('finds a word of four or five letters with one typo, not a number of four digits', () => {
    const sections = [...FIXTURE, section('/docs/hash/sha1', 'sha1', '', 'SHA-1 digest of a string.'), section('/docs/year', 'Dates', '', 'Dates until 2038 fit.'), section('/docs/error', 'Errors', '', 'Every error has a code.')];
    const find = (q: string) => {
      const { loaded } = load(sections);
      return rank(loaded, q).ranked.map((r) => loaded.docs[r.id]![0]);
    };
    expect(find('sah1')[0]).toBe('/docs/hash/sha1');
    expect(find('shaa1')[0]).toBe('/docs/hash/sha1');
    expect(find('erorr')[0]).toBe('/docs/error');
    expect(find('2039')).toEqual([]);
    // Three letters are too few to tell a typo from another word.
    expect(find('sah')).toEqual([]);
  });

  it('finds Chinese terms inside longer words and mid-sentence, and mixed queries', () => {
    expect(urls('唯一键')[0]).toBe('/zh/docs/api/delByUK');
    expect(urls('一键删')[0]).toBe('/zh/docs/api/delByUK');
    expect(urls('代码数据')[0]).toBe('/zh/docs/build');
    expect(urls('bcrypt 密码')[0]).toBe('/zh/docs/security');
    expect(urls('唯一键 delByUK')[0]).toBe('/zh/docs/api/delByUK');
  });

  it('matches one Chinese character anywhere in a word', () => {
    expect(urls('键')).toContain('/zh/docs/api/delByUK');
    expect(urls('建')).toEqual(['/zh/docs/build']);
  });

  it('ranks keywords, descriptions and exact names over body text', () => {
    expect(urls('事务')[0]).toBe('/zh/docs/tx');
    expect(urls('回滚')[0]).toBe('/zh/docs/tx');
    expect(urls('40401').slice(0, 2).sort()).toEqual(['/zh/docs/codes', '/zh/docs/codes#all']);
  });

  it('keeps a one- or two-word keyword as a name, not a reader\'s longer phrase (found by its words instead)', () => {
    const { built } = load([section('/docs/get', 'get', '', 'Reads a row.', { keywords: ['get by id', 'fetch one row by id', 'getRow'] })]);
    expect(built.meta.names[0]!.split('\n')).toEqual(expect.arrayContaining(['get', 'getrow']));
    expect(built.meta.names[0]).not.toContain('fetch one row');
  });

  it('lets a page miss a word most sections hold sooner than the query\'s rare word', () => {
    expect(clauseWeight(100, 1)).toBeGreaterThan(clauseWeight(100, 60));
    expect(clauseWeight(100, 0)).toBe(clauseWeight(100, 1));
    const common = (i: number) => section(`/docs/other${i}`, `Other ${i}`, '', `Change the way rows are read, part ${i}.`);
    const filler = 'Rows, fields, entities and keys are described at length elsewhere in these pages.';
    const docs = [
      section('/docs/port', 'Settings', '', 'The port the server listens on.'),
      section('/docs/noise', 'Noise', '', `${filler} Change the example: it listens on a port. ${filler} ${filler}`),
      ...Array.from({ length: 30 }, (_, i) => common(i)),
    ];
    const { loaded } = load(docs);
    // `change` is in 31 sections of 32; `listens` in two: the page that has it wins although it lacks `change`.
    expect(rank(loaded, 'change listens port').ranked.map((r) => loaded.docs[r.id]![0])[0]).toBe('/docs/port');
  });

  it('matches an identifier\'s parts by prefix only in its last part', () => {
    const table = section('/docs/cli#env', 'CLI', 'Environment', 'ENTIX_DSN ENTIX_HOST ENTIX_PORT ENTIX_TOOLKIT ENTIX_TOOLKIT_PASSWORD ENTIX_LOG_LEVEL ENTIX_LOG_FORMAT ENTIX_CACHE_DRIVER; ENTIX_APP_ variables go to scripts.');
    const page = section('/docs/env', 'Environment', '', 'Values for scripts: ENTIX_APP_ variables, read as env in a script.');
    const { loaded } = load([table, page, ...FIXTURE]);
    // `entix` of ENTIX_APP_ must not prefix-match every ENTIX_* name in the table.
    expect(rank(loaded, 'ENTIX_APP_').ranked.map((r) => loaded.docs[r.id]![0])[0]).toBe('/docs/env');
  });

  it('finds a page by part of a long Chinese word the segmenter could not cut', () => {
    expect(urls('读取单个字段')).toContain('/zh/docs/get');
  });

  it('follows the synonym table both ways', () => {
    expect(urls('setSession')[0]).toBe('/zh/docs/tx');
    expect(urls('会话')[0]).toBe('/zh/docs/tx');
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
    const hit = toHit(loaded, r, markNeedles(q, r.terms, 'zh'), built.text[row[5]]![row[6]]);
    expect(hit).toMatchObject({ url: '/zh/docs/security', title: '安全', section: '密码', breadcrumb: ['API'], context: 'docs' });
    const marked = hit.snippet.ranges.map(([a, b]) => hit.snippet.text.slice(a, b));
    expect(marked).toEqual(['密码', 'bcrypt']);
  });
});
