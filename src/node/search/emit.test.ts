import { describe, expect, it } from 'vitest';
import { shardSetHash, withSetHash } from './emit.ts';
import { packList } from '../../shared/search/manifest.ts';

const files = (texts: string[]) => ({
  terms: texts.map((source, i) => ({ name: `search-en-terms-${i}.json`, source })),
  text: [{ name: 'search-en-text-0.json', source: '[]' }],
});

describe('one hash for a locale\'s term and text files', () => {
  it('changes when any file changes, and only then', () => {
    const a = shardSetHash(files(['{"a":1}', '{"b":2}']));
    expect(a).toMatch(/^[\w-]{8}$/);
    expect(shardSetHash(files(['{"a":1}', '{"b":2}']))).toBe(a);
    expect(shardSetHash(files(['{"a":1}', '{"b":3}']))).not.toBe(a);
    // The same text cut into files differently is another set of files.
    expect(shardSetHash(files(['{"a":1}{"b":2}']))).not.toBe(a);
  });

  it('keeps each name\'s number and packs to a character or two per file in the manifest', () => {
    const names = Array.from({ length: 100 }, (_, i) => `/assets/${withSetHash(`search-zh-terms-${i}.json`, 'Ab_-9xYz')}`);
    expect(names[3]).toBe('/assets/search-zh-terms-3-Ab_-9xYz.json');
    expect(packList(names).m.length).toBeLessThan(2 * names.length);
  });
});
