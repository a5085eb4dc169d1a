import { describe, expect, it } from 'vitest';
import { compileWithFactsForTest } from './test-compile.ts';
import { rebaseDocsLink } from '../content/version-links.ts';

describe('remark-links', () => {
  it('rewrites .md file links to routes and records every internal link with its line', async () => {
    const path = '/virtual/content/en/docs/api/a.md';
    const resolve = (_from: string, target: string) => (target === './b.md' ? '/docs/api/b' : undefined);
    const { code: js, facts } = await compileWithFactsForTest('See [b](./b.md#x).\n\n[gone](./gone.md) and [abs](/docs/api/get$By$) and [ext](https://x.dev).\n', path, resolve);
    expect(js).toContain('"/docs/api/b#x"');
    expect(facts.links).toEqual([
      { url: '/docs/api/b#x', line: 1, column: 5 },
      { url: 'file:./gone.md', line: 3, column: 1 },
      { url: '/docs/api/get$By$', line: 3, column: 23 },
    ]);
  });
  it('points a versioned doc’s links to the current docs into its version, recording what was written', async () => {
    const path = '/virtual/content/en/versioned_docs/version-3.1/a.md';
    const versions = [{ name: 'current', path: '/docs' }, { name: '3.1', path: '/docs/3.1' }];
    const { code: js, facts } = await compileWithFactsForTest('[get](/docs/api/get#x) and [post](/blog/v3)\n', path, () => undefined, undefined, (from, url) => rebaseDocsLink(from, url, versions));
    expect(js).toContain('"/docs/3.1/api/get#x"');
    expect(facts.links).toEqual([
      { url: '/docs/3.1/api/get#x', written: '/docs/api/get#x', line: 1, column: 1 },
      { url: '/blog/v3', line: 1, column: 28 },
    ]);
  });
  it('records a javascript: link for the link check to warn about', async () => {
    const path = '/virtual/content/en/docs/j.md';
    const { facts } = await compileWithFactsForTest('Click [me](javascript:alert(1)) or [ext](https://x.dev).\n', path, () => undefined);
    expect(facts.links).toEqual([{ url: 'javascript:alert(1)', line: 1, column: 7 }]);
  });
});
