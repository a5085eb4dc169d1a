import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { countPages, makeScaleSite } from './scale-site.ts';

const root = resolve(import.meta.dirname, '..');

describe('synthetic scale sites', () => {
  it('copies docs in both locales under new folders until the page count is reached', () => {
    const out = join(root, '.cache/scale-test');
    const base = countPages(join(root, 'tests/fixtures/basic'));
    const pages = makeScaleSite(join(root, 'tests/fixtures/basic'), out, base + 10);
    expect(pages).toBeGreaterThanOrEqual(base + 10);
    expect(pages).toBeLessThan(base + 14);
    expect(existsSync(join(out, 'en/docs/scale-1/guide/setup.md'))).toBe(true);
    // The untranslated page stays untranslated in its copies.
    expect(readdirSync(join(out, 'zh/docs/scale-1/guide'))).not.toContain('setup.md');
    const cat = JSON.parse(readFileSync(join(out, 'en/docs/scale-1/guide/_category_.json'), 'utf8')) as { link?: { slug?: string } };
    const original = JSON.parse(readFileSync(join(out, 'en/docs/guide/_category_.json'), 'utf8')) as { link?: { slug?: string } };
    if (original.link?.slug) expect(cat.link?.slug).toBe(`${original.link.slug}-1`);
  });
});
