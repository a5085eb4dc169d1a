import { describe, expect, it } from 'vitest';
import { languagePack } from './index.ts';
import { indexTerms, queryWords } from '../search/tokenize.ts';
import { buildSearchIndex } from '../search/build-index.ts';
import { loadIndex, rank, typoRound } from '../search/query.ts';
import type { SearchIndexFile, SearchSection } from '../search/types.ts';

const ja = languagePack('ja');

const section = (url: string, title: string, text: string): SearchSection => ({ url, title, heading: '', text, crumbs: [], context: 'docs', code: '' });

describe('the generic pack', () => {
  it('cuts kana, kanji and Hangul into the words Intl.Segmenter finds for the lang', () => {
    expect(indexTerms('データベースを操作する', false, 'ja')).toEqual(['データベース', 'を', '操作', 'する']);
    expect(queryWords('データベースを操作', 'ja')).toEqual(['データベース', 'を', '操作']);
    expect(indexTerms('데이터베이스를 조작한다', false, 'ko')).toEqual(['데이터베이스를', '조작한다']);
    // No stop words, no stemming: English words stay as written.
    expect(indexTerms('The entities', false, 'ja')).toEqual(['the', 'entities']);
  });
  it('finds a Japanese page by its words, with no typo round of Chinese characters or pinyin', () => {
    const sections = [
      section('/ja/docs/db', 'データベース接続', 'データベースを操作する API を生成します。'),
      section('/ja/docs/auth', '認証', 'ログインしたユーザーだけが呼び出せます。'),
    ];
    const built = buildSearchIndex(sections, { lang: ja.id });
    expect(built.meta.seg).toBe('ja');
    const index = loadIndex(JSON.parse(JSON.stringify({ meta: built.meta, terms: built.terms })) as SearchIndexFile);
    const urls = (q: string) => rank(index, q).ranked.map((r) => index.docs[r.id]![0]);
    expect(urls('データベース')[0]).toBe('/ja/docs/db');
    expect(urls('ユーザー')[0]).toBe('/ja/docs/auth');
    expect(typoRound(index, '認正').pinyin).toBe(false);
  });
  it('formats dates by Intl for the lang, in UTC', () => {
    expect(ja.formatDate(2025, 3, 4)).toBe('2025年3月4日');
    expect(languagePack('fr-FR').formatDate(2025, 3, 4)).toBe('4 mars 2025');
    expect(languagePack('de').formatDate(2025, 12, 31)).toBe('31. Dez. 2025');
  });
  it('reads CJK scripts by the character', () => {
    expect(ja.reading.chars.test('ー')).toBe(true);
    expect(ja.reading.chars.test('a')).toBe(false);
  });
});
