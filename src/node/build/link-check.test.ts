import { describe, expect, it } from 'vitest';
import { checkLinks } from './link-check.ts';
import type { PageRecord } from '../content/site-model.ts';
import type { CompiledFacts } from '../mdx/registry.ts';

function page(path: string, abs?: string, locale: 'en' | 'zh' = 'en'): PageRecord {
  return {
    path, locale,
    source: abs ? { abs, rel: '', display: abs.slice(1), frontMatter: {}, bodyLineOffset: 0, body: '' } : undefined,
    data: { kind: 'doc', locale, path, title: '', description: '', alternates: {} },
  };
}

describe('checkLinks', () => {
  const facts = new Map<string, CompiledFacts>([
    ['/a.md', { headings: [{ id: 'usage', text: 'Usage', depth: 2 }], links: [
      { url: '/docs/b', line: 1 }, { url: '/docs/missing', line: 2, column: 4 }, { url: '/docs/b#nope', line: 3 },
      { url: 'file:./x.md', line: 4 }, { url: '#usage', line: 5 }, { url: '/img/logo.svg', line: 6 }, { url: '/blog', line: 7 },
    ] }],
    ['/b.md', { headings: [], links: [] }],
  ]);
  const pages = [page('/docs/a', '/a.md'), page('/docs/b', '/b.md'), page('/zh/docs/a', '/a.md', 'zh'), page('/zh/docs/b', '/b.md', 'zh')];
  const result = checkLinks({ pages, extraRoutes: ['/blog', '/zh/blog'], facts: (f) => facts.get(f) });

  it('errors on routes that do not exist, per locale, with file and line', () => {
    expect(result.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`)).toEqual([
      'a.md:2:4 broken link "/docs/missing": no page at /docs/missing',
      'a.md:2:4 broken link "/docs/missing": no page at /zh/docs/missing',
    ]);
  });
  it('warns on missing anchors and file links but accepts assets, own anchors and extra routes', () => {
    expect(result.warnings.map((w) => w.rule)).toEqual(['broken-anchor', 'broken-file-link', 'broken-anchor', 'broken-file-link']);
  });
});
