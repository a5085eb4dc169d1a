import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { walk } from '../../src/node/content/scan.ts';
import { parseFrontMatter } from '../../src/node/content/frontmatter.ts';
import { checkPage, codeBlocks } from './content-rules.ts';
import { appCodeTable, checkCodes, checkWrittenCodes, checkFrontMatterLists, checkTransactions, definedCodes } from './code-rules.ts';
import { checkExamples, parseSeed } from './seed-columns.ts';
import { envNames, settingsTable, tomlKeys } from './config-rules.ts';
import { checkAccessLines } from './access-rules.ts';
import { FEATURES } from '../../content/home.ts';

const ROOT = join(import.meta.dirname, '../..');
const CONTENT = join(ROOT, 'content');
const SEED_FILE = join(ROOT, 'public/sample/shop.sql');
const list = (locale: string) => walk(join(CONTENT, locale)).map((f) => relative(join(CONTENT, locale), f)).filter((f) => /\.(mdx?|json|ya?ml)$/.test(f)).sort();
const LOCALES = ['en', 'zh'] as const;

interface Page { name: string; source: string; body: string; bodyLineOffset: number; frontMatter: Record<string, unknown>; rel: string; locale: 'en' | 'zh' }
const pages: Page[] = LOCALES.flatMap((locale) => list(locale).filter((f) => /\.mdx?$/.test(f)).map((rel) => {
  const file = join(CONTENT, locale, rel);
  const source = readFileSync(file, 'utf8');
  return { name: `content/${locale}/${rel}`, source, rel, locale, ...parseFrontMatter(source, file) };
}));

/** Problems of every page, each prefixed with the file and, for body lines, the file line. */
function problemsOf(check: (p: Page) => string[]): string[] {
  return pages.flatMap((p) => check(p).map((msg) => `${p.name}: ${msg.replace(/^body line (\d+)/, (_, n: string) => `line ${Number(n) + p.bodyLineOffset}`)}`));
}

describe('content/', () => {
  const en = list('en');
  const zh = list('zh');

  it('has every page, category and data file in both locales', () => {
    expect(zh.filter((f) => !en.includes(f)), 'only in zh').toEqual([]);
    expect(en.filter((f) => !zh.includes(f)), 'only in en').toEqual([]);
    expect(en.length).toBeGreaterThan(100);
  });

  it('every page meets its rules (frontmatter, json blocks, length floor, no placeholders, page shape)', () => {
    expect(problemsOf((p) => checkPage(p))).toEqual([]);
  });

  it('keeps the product name alone as a keyword for the introduction, the page a reader asking "entix" wants', () => {
    const named = pages.filter((p) => ((p.frontMatter.keywords ?? []) as unknown[]).some((k) => String(k).toLowerCase() === 'entix')).map((p) => p.name);
    expect(named.filter((n) => !/^content\/(en|zh)\/versioned_docs\/version-[^/]+\/introduction\.md$/.test(n))).toEqual(['content/en/docs/introduction.md', 'content/zh/docs/introduction.md']);
  });

  it('every keywords and tags entry is a string as written', () => {
    expect(problemsOf((p) => checkFrontMatterLists(p.source))).toEqual([]);
  });

  it('no example passes an async function to transaction', () => {
    expect(problemsOf((p) => checkTransactions(p.body))).toEqual([]);
  });

  it('every platform error code is on the error-code page and every application code has its one meaning', () => {
    const facts = readFileSync(join(CONTENT, 'product-facts.md'), 'utf8');
    const appCodes = appCodeTable(facts);
    expect(appCodes.size).toBeGreaterThan(10);
    for (const locale of LOCALES) {
      const defined = definedCodes(pages.find((p) => p.locale === locale && p.rel === 'docs/api/error-code.md')!.body);
      expect(defined.has(40401) && defined.has(40100) && defined.has(40300)).toBe(true);
      expect(problemsOf((p) => (p.locale === locale ? checkCodes(p.body, defined, appCodes) : []))).toEqual([]);
      // Any code written on any page of the locale, in prose, a table or a code block, not only in an envelope or returnError.
      expect(problemsOf((p) => (p.locale === locale ? checkWrittenCodes(p.body, defined) : []))).toEqual([]);
    }
  });

  it('every custom-API example in the docs carries its access line or says why it needs none', () => {
    expect(problemsOf((p) => (p.rel.startsWith('docs/') ? checkAccessLines(p.body) : []))).toEqual([]);
  });

  it('every entix.toml key and ENTIX_ variable a page names is in the configuration reference', () => {
    const table = settingsTable(readFileSync(join(CONTENT, 'en/docs/getting-started/configuration.md'), 'utf8'));
    expect(table.keys.size).toBeGreaterThan(20);
    expect(problemsOf((p) => [
      ...codeBlocks(p.body).filter((b) => b.lang === 'toml').flatMap((b) => tomlKeys(b.text).filter((k) => !table.keys.has(k.key)).map((k) => `body line ${b.line + k.line}: entix.toml key ${k.key} is not in the configuration reference`)),
      ...envNames(p.body).filter((e) => !table.envs.has(e.name)).map((e) => `body line ${e.line}: ${e.name} is not a setting's variable (scripts read ENTIX_APP_*)`),
    ])).toEqual([]);
  });

  it('the quick start shows the seed file, and every product/order column an example names is in it', () => {
    const seed = readFileSync(SEED_FILE, 'utf8');
    const schema = parseSeed(seed);
    expect([...schema.keys()]).toEqual(['user', 'product', 'order']);
    for (const locale of LOCALES) {
      const quick = pages.find((p) => p.locale === locale && p.rel === 'docs/quick-start.md')!;
      expect(codeBlocks(quick.body).some((b) => b.lang === 'sql' && b.text.trim() === seed.trim()), `${quick.name} shows public/sample/shop.sql verbatim`).toBe(true);
    }
    expect(problemsOf((p) => checkExamples(p.body, schema).map((x) => `body line ${x.line}: ${x.message}`))).toEqual([]);
  });

  it('the home page samples are runnable: no elided SQL, seed columns only, a session read checks sign-in', () => {
    const schema = parseSeed(readFileSync(SEED_FILE, 'utf8'));
    const problems = FEATURES.flatMap((f) => [
      ...(/\.\.\.|…/.test(f.code) ? [`${f.id}: elided code ("...")`] : []),
      ...checkExamples(`\`\`\`${f.lang}\n${f.code}\n\`\`\`\n`, schema).map((p) => `${f.id}: ${p.message}`),
      ...(/ctx\.session\./.test(f.code) && !/returnError\(40100|@access session/.test(f.code) ? [`${f.id}: reads ctx.session without checking sign-in (40100)`] : []),
    ]);
    expect(problems).toEqual([]);
  });
});
