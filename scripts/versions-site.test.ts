import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { docsRoutes, makeVersionedSite, oldVersionNames } from './versions-site.ts';

const root = resolve(import.meta.dirname, '..');

describe('synthetic versioned sites', () => {
  it('sizes the current docs per locale and cuts the old versions from them, newest first in versions.json', () => {
    const out = join(root, '.cache/versions-site-test');
    const base = docsRoutes(join(root, 'tests/fixtures/basic'));
    expect(makeVersionedSite(join(root, 'tests/fixtures/basic'), out, 4, base + 5)).toBe(base + 5);
    expect(JSON.parse(readFileSync(join(out, 'versions.json'), 'utf8'))).toEqual(['3.2', '3.1', '3.0']);
    for (const v of oldVersionNames(4)) {
      // Each version has the sized docs of both locales (the copies included).
      expect(existsSync(join(out, `en/versioned_docs/version-${v}/more/0/guide/crash.mdx`)), v).toBe(true);
      expect(existsSync(join(out, `zh/versioned_docs/version-${v}/intro.md`)), v).toBe(true);
    }
    // A zh twin is copied with its page; an untranslated page stays untranslated.
    expect(existsSync(join(out, 'en/docs/more/0/guide/setup.md'))).toBe(true);
    expect(existsSync(join(out, 'zh/docs/more/0/guide/setup.md'))).toBe(false);
  });

  it('names the old versions of a site of n versions, the current one counted', () => {
    expect(oldVersionNames(1)).toEqual([]);
    expect(oldVersionNames(10)).toHaveLength(9);
  });
});
