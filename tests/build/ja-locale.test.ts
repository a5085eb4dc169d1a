import { beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixture, ROOT, type BuildResult } from './build-fixture.ts';

// tests/fixtures/ja as it is: one config entry (its site.config.ts), one strings file (i18n/ja.ts)
// and one content folder (ja/). Nothing of the engine is copied or patched.
let r: BuildResult;
const read = (file: string) => readFileSync(`${r.outDir}/${file}`, 'utf8');

beforeAll(() => {
  r = buildFixture(join(ROOT, 'tests/fixtures/ja'), join(ROOT, '.cache/fixtures/ja-dist'));
  if (r.status !== 0) throw new Error(r.output);
}, 240_000);

describe('a third locale (ja) from its config entry, strings file and content folder', () => {
  it('builds its pages under its prefix with its lang, strings and date format', () => {
    const intro = read('ja/docs/intro/index.html');
    expect(intro).toMatch(/<html lang="ja"/);
    expect(intro).toContain('<h1>はじめに</h1>');
    expect(intro).toMatch(/<a [^>]*class="navbar__link navbar__item[^"]*" href="\/ja\/docs"[^>]*>ドキュメント<\/a>/);
    expect(intro).toContain('最終更新日: <time dateTime="2025-03-04">2025年3月4日</time>');
    expect(intro).toContain('<meta property="og:locale" content="ja"');
    expect(r.output).toMatch(/content pages: en \d+, zh \d+, ja \d+/);
  });

  it('falls back to the default locale for an untranslated page, and lists every language everywhere', () => {
    expect(read('ja/docs/guide/setup/index.html')).toMatch(/<html lang="ja"/);
    const zh = read('zh/docs/guide/setup/index.html');
    expect(zh).toContain('<link rel="alternate" hreflang="ja" href="https://entix.dev/ja/docs/guide/setup"');
    expect(zh).toMatch(/<a class="dropdown__link" lang="ja"[^>]*href="\/ja\/docs\/guide\/setup"[^>]*>日本語<\/a>/);
    expect(read('sitemap.xml')).toContain('<xhtml:link rel="alternate" hreflang="ja" href="https://entix.dev/ja/search"/>');
  });

  it('gets its own 404 page, search index and a place in the root 404', () => {
    expect(read('ja/404.html')).toContain('<h1>ページが見つかりません</h1>');
    expect(read('404.html').match(/<template id="entix-404-\d">/g)).toHaveLength(2);
    expect(read('ja/docs/intro/index.html')).toMatch(/<meta name="entix-search" content="[^"]*&quot;ja&quot;:\{&quot;index&quot;/);
    expect(read('404.html')).toMatch(/<meta name="entix-search" content="[^"]*&quot;ja&quot;:\{&quot;index&quot;/);
  });

  it('cuts its search index with its own language, kana included', () => {
    const manifest = JSON.parse(/<meta name="entix-search" content="([^"]*)"/.exec(read('ja/docs/intro/index.html'))![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, { index: string }>;
    expect((JSON.parse(read(manifest.ja!.index.replace(/^\//, ''))) as { seg: string }).seg).toBe('ja');
    // Terms are front-coded, one a line: the length of the prefix shared with the term before, then the rest.
    const terms: string[] = [];
    for (const f of readdirSync(join(r.outDir, 'assets')).filter((n) => n.startsWith('search-ja-terms-'))) {
      let prev = '';
      for (const line of (JSON.parse(read(`assets/${f}`)) as { terms: string }).terms.split('\n')) {
        const [, n, rest] = /^(\d+)(.*)$/.exec(line)!;
        terms.push((prev = prev.slice(0, Number(n)) + rest));
      }
    }
    expect(terms).toContain('データベース');
    expect(terms).toContain('ようこそ');
  });
});
