import { describe, expect, it } from 'vitest';
import type { Locale } from '../../shared/types.ts';
import { searchSections, type SearchPage } from './collect.ts';
import { devIndexer, Superseded } from './dev-build.ts';
import { localeFiles } from './emit.ts';
import { rawSections } from './raw-sections.ts';

const page = (path: string, locale: Locale, abs: string, body: string): SearchPage => ({
  path,
  locale,
  data: { kind: 'doc', title: path.split('/').pop()!, description: '' },
  source: { abs, body, frontMatter: {} },
});
const setup = page('/docs/setup', 'en', '/c/en/docs/setup.md', '# Setup\n\nRun the installer.\n\n## Verify\n\nCheck `getByUK`.\n');
const zhSetup = page('/zh/docs/setup', 'zh', '/c/zh/docs/setup.md', '# 安装\n\n运行安装程序。\n');
const deploy = page('/docs/deploy', 'en', '/c/en/docs/deploy.md', '# Deploy\n\nShip the build.\n');
// An untranslated zh page carries its English source.
const zhDeploy = { ...deploy, path: '/zh/docs/deploy', locale: 'zh' as Locale };
const synonyms = [['安装', 'install']];

/** The index as the build and the relevance tests make it, without memory. */
function fresh(pages: SearchPage[]) {
  const byLocale = searchSections(pages, (p) => (p.source ? rawSections(p.source.body) : []));
  return { en: localeFiles('en', byLocale.en!, synonyms), zh: localeFiles('zh', byLocale.zh!, synonyms) };
}

describe('dev search index build', () => {
  it('makes the same files as an index built afresh, before and after an edit', () => {
    const build = devIndexer();
    const pages = [setup, zhSetup, deploy, zhDeploy];
    expect(build(pages, synonyms)).toEqual(fresh(pages));
    const edited = [{ ...setup, source: { ...setup.source!, body: `${setup.source!.body}\n## Islands\n\nShip it to Zanzibar.\n` } }, zhSetup, deploy, zhDeploy];
    expect(build(edited, synonyms)).toEqual(fresh(edited));
    expect(JSON.stringify(build(edited, synonyms).en)).toContain('zanzibar');
  });

  it('indexes again only the locale whose sections changed', () => {
    const build = devIndexer();
    const first = build([setup, zhSetup, deploy, zhDeploy], synonyms);
    // A translated page's English edit: zh is kept as it was.
    const enEdit = build([{ ...setup, source: { ...setup.source!, body: `${setup.source!.body}More.\n` } }, zhSetup, deploy, zhDeploy], synonyms);
    expect(enEdit.zh).toBe(first.zh);
    expect(enEdit.en).not.toBe(first.en);
    // An English page that zh shows untranslated: both.
    const shared = { ...deploy.source!, body: `${deploy.source!.body}More.\n` };
    const both = build([setup, zhSetup, { ...deploy, source: shared }, { ...zhDeploy, source: shared }], synonyms);
    expect(both.zh).not.toBe(enEdit.zh);
    expect(both.en).not.toBe(enEdit.en);
  });

  it('stops when a newer edit came, and the next build is whole', () => {
    const build = devIndexer();
    let checks = 0;
    expect(() => build([setup, zhSetup, deploy], synonyms, () => ++checks > 2)).toThrow(Superseded);
    expect(build([setup, zhSetup, deploy], synonyms)).toEqual(fresh([setup, zhSetup, deploy]));
  });
});
