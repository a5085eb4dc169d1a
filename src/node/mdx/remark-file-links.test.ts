import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileForTest, compileWithFactsForTest } from './test-compile.ts';
import { MAYBE_FILE_LINK } from './remark-file-links.ts';

const dir = mkdtempSync(join(tmpdir(), 'entix-file-links-'));
writeFileSync(join(dir, 'guide.pdf'), '%PDF');
writeFileSync(join(dir, 'other.md'), '# Other');

describe('remark-file-links', () => {
  it('makes a link to a file next to the page a download link to the imported file; pages and routes stay links', async () => {
    const path = join(dir, 'page.md');
    const { code: js, facts } = await compileWithFactsForTest('Get [the **guide**](./guide.pdf "PDF") or [again](guide.pdf); see [other](./other.md), [a route](/docs/x) and [a release](./release-4.10).', path, () => '/docs/other');
    expect(js.match(/import __entixFile\d from/g)).toHaveLength(1);
    expect(js).toContain(`import __entixFile0 from "${join(dir, 'guide.pdf')}?no-inline"`);
    expect(js).toMatch(/_jsxs?\(_components\.a, \{\s*href: __entixFile0,\s*target: "_blank",\s*title: "PDF",\s*children: \[/);
    expect(js).toContain('href: "/docs/other"');
    expect(js).toContain('href: "./release-4.10"');
    expect(facts.assets).toContain(join(dir, 'guide.pdf'));
    expect(facts.links.map((l) => l.url)).toEqual(['/docs/other', '/docs/x', './release-4.10']);
  });

  it('does the same for a reference-style link, whose definition then goes (not checked as a route), and keeps a fragment', async () => {
    const path = join(dir, 'refs.md');
    const { code: js, facts } = await compileWithFactsForTest('Read [the guide][g], page two of [it](./guide.pdf#page=2), or [other][o].\n\n[g]: ./guide.pdf "PDF"\n[o]: ./other.md\n', path, () => '/docs/other');
    expect(js.match(/import __entixFile\d from/g)).toHaveLength(1);
    expect(js).toMatch(/href: __entixFile0,\s*target: "_blank",\s*title: "PDF",\s*children: "the guide"/);
    expect(js).toMatch(/href: __entixFile0 \+ "#page=2",\s*target: "_blank",\s*children: "it"/);
    expect(js).toContain('href: "/docs/other"');
    expect(facts.links.map((l) => l.url)).toEqual(['/docs/other']);
  });

  it('fails at the line of a link, or of a definition, to a file that is not there', async () => {
    await expect(compileForTest('# A\n\nSee [d](./nope.pdf).\n', join(dir, 'gone.md'), () => undefined)).rejects.toMatchObject({ line: 3, column: 5, reason: expect.stringMatching(/^link "\.\/nope\.pdf" points to no file: .*fix the path/) });
    await expect(compileForTest('# A\n\nSee [d][x].\n\n[x]: ./nope.zip\n', join(dir, 'gone2.md'), () => undefined)).rejects.toMatchObject({ line: 5, ruleId: 'file-link' });
  });
  it('decides in linear time whether a text may link a file (the gate took 1.3 s on many "[x" lines, 0.8 s on "](a." runs)', () => {
    const t = Date.now();
    expect(MAYBE_FILE_LINK.test('[x\n'.repeat(25_000))).toBe(false);
    expect(MAYBE_FILE_LINK.test('](a.'.repeat(12_500))).toBe(false);
    expect(Date.now() - t).toBeLessThan(200);
    expect(MAYBE_FILE_LINK.test('See [d](./guide.pdf).')).toBe(true);
    expect(MAYBE_FILE_LINK.test('[g]:\n  ./guide.pdf')).toBe(true);
    expect(MAYBE_FILE_LINK.test('See [d](./other.md).')).toBe(false);
  });
});
