import { describe, expect, it } from 'vitest';
import { checkLinks } from './link-check.ts';
import type { PageRecord } from '../content/site-model.ts';
import type { CompiledFacts } from '../mdx/compiled-facts.ts';
import { parseRoute } from '../../shared/route-id.ts';

function page(path: string, abs?: string, locale: 'en' | 'zh' = 'en'): PageRecord {
  return {
    path, locale, id: parseRoute(path, [{ name: 'current', path: '/docs' }]),
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

  it('errors on routes that do not exist, once per place in a file shared by both locales', () => {
    expect(result.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`)).toEqual([
      'a.md:2:4 broken link "/docs/missing": no page at /docs/missing',
    ]);
  });
  it('takes a dotted last segment for a page: checked, and localized on zh pages', () => {
    const dotted = new Map<string, CompiledFacts>([
      ['/r.md', { headings: [], links: [{ url: '/docs/release-4.10', line: 1 }, { url: '/docs/release-4.11', line: 2 }, { url: '/blog/rss.xml', line: 3 }] }],
      ['/s.md', { headings: [], links: [] }],
    ]);
    const zhPages = [page('/zh/docs/r', '/r.md', 'zh'), page('/docs/release-4.10', '/s.md'), page('/zh/docs/release-4.10', '/s.md', 'zh')];
    const r = checkLinks({ pages: zhPages, extraRoutes: [], facts: (f) => dotted.get(f) });
    expect(r.errors.map((e) => `${e.line} ${e.message}`)).toEqual(['2 broken link "/docs/release-4.11": no page at /zh/docs/release-4.11']);
  });
  it('errors on a link inside an old docs version that the version lacks, naming file and line and what the link means there', () => {
    // remark-links rebased '/docs/x' into the page's version (version-links.ts) and kept what was written.
    const v = new Map<string, CompiledFacts>([
      ['/en/versioned_docs/version-3.1/a.md', { headings: [], links: [
        { url: '/docs/3.1/b', written: '/docs/b', line: 2 }, { url: '/docs/3.1/only-current', written: '/docs/only-current', line: 3, column: 5 },
        { url: '/docs/3.1/nowhere', written: '/docs/nowhere', line: 4, column: 1 }, { url: '/docs/only-current', line: 5 },
      ] }],
    ]);
    const vPages = [page('/docs/3.1/a', '/en/versioned_docs/version-3.1/a.md'), page('/docs/3.1/b'), page('/docs/only-current')];
    const r = checkLinks({ pages: vPages, extraRoutes: [], facts: (f) => v.get(f) });
    const why = (route: string, written: string) => `this docs version has no page at ${route}, which is what "${written}" means in this version: link a page the version has, or write the full path of another version's page`;
    // A page only the current docs have, and one no version has: both fail; a page the version has does not.
    expect(r.errors.map((e) => `${e.file}:${e.line}:${e.column} ${e.message}`)).toEqual([
      `en/versioned_docs/version-3.1/a.md:3:5 broken link "/docs/only-current": ${why('/docs/3.1/only-current', '/docs/only-current')}`,
      `en/versioned_docs/version-3.1/a.md:4:1 broken link "/docs/nowhere": ${why('/docs/3.1/nowhere', '/docs/nowhere')}`,
    ]);
  });
  it('warns on missing anchors and file links but accepts assets, own anchors and extra routes', () => {
    expect(result.warnings.map((w) => w.rule)).toEqual(['broken-anchor', 'broken-file-link', 'broken-anchor', 'broken-file-link']);
  });

  it('warns on a javascript: link, in any spelling a browser runs, at its line', () => {
    const f = new Map<string, CompiledFacts>([['/j.md', { headings: [], links: [{ url: 'javascript:alert(1)', line: 3, column: 2 }, { url: ' JaVa\tScript:void(0)', line: 4 }] }]]);
    const r = checkLinks({ pages: [page('/docs/j', '/j.md')], extraRoutes: [], facts: (x) => f.get(x) });
    expect(r.errors).toEqual([]);
    expect(r.warnings.map((w) => `${w.line}:${w.column ?? ''} ${w.message}`)).toEqual([
      expect.stringMatching(/^3:2 link "javascript:alert\(1\)" is a javascript: URL, which React blocks/),
      expect.stringMatching(/^4: link .* is a javascript: URL/),
    ]);
  });
});
