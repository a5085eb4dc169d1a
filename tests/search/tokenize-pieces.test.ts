import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { segmentText, tokenize } from '../../src/shared/search/tokenize.ts';

const CONTENT = resolve(import.meta.dirname, '../../content');
const pages = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? pages(join(dir, e.name)) : /\.mdx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe('tokenize, piece by piece, on the real pages', () => {
  it('gives the terms of cutting each whole page at once, in both locales, with and without characters', () => {
    let checked = 0;
    for (const file of pages(CONTENT)) {
      const text = readFileSync(file, 'utf8');
      const segmenter = file.includes('/zh/') ? 'zh' : 'en';
      for (const chars of [false, true]) expect(tokenize(text, { segmenter, chars })).toEqual(segmentText(text.normalize('NFKC'), chars, segmenter));
      checked++;
    }
    expect(checked).toBeGreaterThan(200);
    // Every page cut four times, twice by Intl.Segmenter whole: seconds, more beside other test files on a busy machine.
  }, 120_000);
});
