import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { walk } from '../../src/node/content/scan.ts';
import { parseFrontMatter } from '../../src/node/content/frontmatter.ts';
import { checkPage } from './content-rules.ts';

const CONTENT = join(import.meta.dirname, '../../content');
const list = (locale: string) => walk(join(CONTENT, locale)).map((f) => relative(join(CONTENT, locale), f)).filter((f) => /\.(mdx?|json|ya?ml)$/.test(f)).sort();

describe('content/', () => {
  const en = list('en');
  const zh = list('zh');

  it('has every page, category and data file in both locales', () => {
    expect(zh.filter((f) => !en.includes(f)), 'only in zh').toEqual([]);
    expect(en.filter((f) => !zh.includes(f)), 'only in en').toEqual([]);
    expect(en.length).toBeGreaterThan(100);
  });

  it('every page meets its rules (frontmatter, json blocks, length floor, no placeholders, page shape)', () => {
    const problems: string[] = [];
    for (const locale of ['en', 'zh'] as const) {
      for (const rel of list(locale).filter((f) => /\.mdx?$/.test(f))) {
        const file = join(CONTENT, locale, rel);
        const { frontMatter, body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
        for (const p of checkPage({ rel, locale, frontMatter, body })) problems.push(`content/${locale}/${rel}: ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
