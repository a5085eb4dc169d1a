import { describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildFixture, makeFixture } from './build-fixture.ts';

const page = (body: string, title = 'Checks') => `---\ntitle: ${title}\ndescription: A page for build checks.\n---\n\n${body}\n`;

describe('build checks on fixture content', () => {
  it('passes with warnings for a missing file link, a missing anchor and two files on one route', () => {
    const dir = makeFixture('warnings', {
      'en/docs/checks.md': page('Intro.\n\n[gone](./gone.md) and [anchor](/docs/guide/setup#no-such-heading).'),
      'en/docs/guide/setup/index.md': page('Same route as setup.md.', 'Setup again'),
    });
    const r = buildFixture(dir);
    expect(r.status, r.output).toBe(0);
    expect(r.output).toMatch(/warning\(s\) \[broken-file-link\][\s\S]*en\/docs\/checks\.md:8:\d+: markdown file link "\.\/gone\.md" points to no file/);
    expect(r.output).toMatch(/\[broken-anchor\][\s\S]*checks\.md:8:\d+: link "\/docs\/guide\/setup#no-such-heading": \/docs\/guide\/setup has no heading #no-such-heading/);
    expect(r.output).toMatch(/\[duplicate-route\][\s\S]*route \/docs\/guide\/setup is also produced by/);
    expect(r.output).toMatch(/content pages: en \d+, zh \d+/);
    expect(existsSync(`${r.outDir}/docs/checks/index.html`)).toBe(true);
  });

  const failing: [string, Record<string, string>, RegExp][] = [
    ['broken-link', { 'en/docs/bad.md': page('Line five.\n\nSee [nowhere](/docs/nowhere).') }, /en\/docs\/bad\.md:8:5: broken link "\/docs\/nowhere": no page at \/docs\/nowhere \[broken-link\]/],
    ['frontmatter', { 'en/docs/bad.md': '---\ntitle: ok\ndescription: [unclosed\n---\n\nBody.\n' }, /en\/docs\/bad\.md:\d+(:\d+)?: malformed frontmatter/],
    ['mdx-syntax', { 'en/docs/bad.md': page('Fine line.\n\nA <b>tag that never closes.') }, /en\/docs\/bad\.md:8:\d+: MDX error: Expected a closing tag for `<b>`/],
  ];
  for (const [rule, files, message] of failing) {
    it(`fails on ${rule} naming file and line, and leaves the previous output alone`, () => {
      const dir = makeFixture(`fail-${rule}`, files);
      const out = `${dir}-dist`;
      mkdirSync(out, { recursive: true });
      writeFileSync(`${out}/marker.txt`, 'previous build');
      const r = buildFixture(dir, out);
      expect(r.status).not.toBe(0);
      expect(r.output).toMatch(message);
      expect(readFileSync(`${out}/marker.txt`, 'utf8')).toBe('previous build');
      expect(existsSync(`${out}.partial`)).toBe(false);
    });
  }
});
