import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cutVersion, newVersionProblem, parseArgs, versionsJsonWith } from './docs-version.ts';

let dir = '';
afterEach(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

/** A content folder: files by path. */
function content(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'entix-docs-version-'));
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

describe('newVersionProblem', () => {
  it('accepts a new name, and refuses "current", a name versions.json could not hold, a listed one or a folder in the way', () => {
    expect(newVersionProblem('4.0', ['3.1'], [])).toBeUndefined();
    expect(newVersionProblem('current', [], [])).toMatch(/"current" is the name of the docs being written/);
    for (const bad of ['', '4.0/x', 'v 4', '../4']) expect(newVersionProblem(bad, [], []), bad).toMatch(/is not a version name: use letters, digits/);
    expect(newVersionProblem('3.1', ['3.1'], [])).toBe('version 3.1 exists already: versions.json lists it (3.1)');
    expect(newVersionProblem('4.0', ['3.1'], ['content/zh/versioned_docs/version-4.0/'])).toMatch(/^version 4.0 is not in versions.json, but content\/zh\/versioned_docs\/version-4.0\/ exists already/);
  });

  it('puts the new name first, as Docusaurus does', () => {
    expect(JSON.parse(versionsJsonWith(['3.1', '3.0'], '4.0'))).toEqual(['4.0', '3.1', '3.0']);
    expect(versionsJsonWith([], '4.0')).toBe('[\n  "4.0"\n]\n');
  });
});

describe('cutVersion', () => {
  it('copies the docs of every locale and creates versions.json', () => {
    const c = content({ 'en/docs/intro.md': 'en intro', 'en/docs/guide/_category_.json': '{}', 'zh/docs/intro.md': 'zh intro', 'en/blog/post.md': 'post' });
    const { locales } = cutVersion(c, '4.0', c);
    expect(locales).toEqual(['en', 'zh']);
    expect(readFileSync(join(c, 'en/versioned_docs/version-4.0/intro.md'), 'utf8')).toBe('en intro');
    expect(existsSync(join(c, 'en/versioned_docs/version-4.0/guide/_category_.json'))).toBe(true);
    expect(readFileSync(join(c, 'zh/versioned_docs/version-4.0/intro.md'), 'utf8')).toBe('zh intro');
    expect(existsSync(join(c, 'en/versioned_docs/version-4.0/post.md'))).toBe(false);
    expect(JSON.parse(readFileSync(join(c, 'versions.json'), 'utf8'))).toEqual(['4.0']);
    // The next cut goes first; the same name again is refused, and nothing is written.
    cutVersion(c, '4.1', c);
    expect(JSON.parse(readFileSync(join(c, 'versions.json'), 'utf8'))).toEqual(['4.1', '4.0']);
    expect(() => cutVersion(c, '4.1', c)).toThrow('version 4.1 exists already: versions.json lists it (4.1, 4.0)');
  });

  it('leaves versions.json alone when a folder is in the way, and reads a malformed one as the build does', () => {
    const c = content({ 'en/docs/intro.md': 'x', 'en/versioned_docs/version-4.0/intro.md': 'old', 'versions.json': '["3.1"]', 'en/versioned_docs/version-3.1/intro.md': 'y' });
    expect(() => cutVersion(c, '4.0', c)).toThrow('but en/versioned_docs/version-4.0/ exists already');
    expect(readFileSync(join(c, 'versions.json'), 'utf8')).toBe('["3.1"]');
    writeFileSync(join(c, 'versions.json'), '{"3.1": 1}');
    expect(() => cutVersion(c, '4.1', c)).toThrow(/^versions\.json:1: it is not a list/);
  });
});

describe('parseArgs', () => {
  it('takes the content folder from --content, else ENTIX_CONTENT_DIR, else content/', () => {
    expect(parseArgs(['4.0', '--content', '/tmp/site'], {})).toEqual({ name: '4.0', contentDir: '/tmp/site' });
    expect(parseArgs(['--content', '/tmp/site', '4.0'], {})).toEqual({ name: '4.0', contentDir: '/tmp/site' });
    expect(parseArgs(['4.0'], { ENTIX_CONTENT_DIR: '/tmp/env' }).contentDir).toBe('/tmp/env');
    expect(parseArgs([], {})).toMatchObject({ name: undefined, contentDir: expect.stringMatching(/\/content$/) });
  });
});
