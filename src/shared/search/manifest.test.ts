import { describe, expect, it } from 'vitest';
import { packList, packManifest, unpackList, unpackManifest } from './manifest.ts';

const names = (n: number, hash: (i: number) => string) => Array.from({ length: n }, (_, i) => `/entix/assets/search-zh-terms-${i}-${hash(i)}.json`);

describe('search manifest packing', () => {
  it('keeps each hashed name\'s hash only, and gives back the same names', () => {
    const list = names(12, (i) => `${i % 2 ? '-' : 'A'}b${i}c_xyz`.slice(0, 8));
    const packed = packList(list);
    expect(packed.p).toBe('/entix/assets/search-zh-terms-');
    expect(packed.n).toBe(1);
    expect(packed.s).toBe('.json');
    expect(packed.m.split(',')[1]).toBe('-b1c_xyz');
    expect(unpackList(packed)).toEqual(list);
  });
  it('round-trips lists without numbers, of one name, none, and names one is the start of another', () => {
    for (const list of [[], ['/a/x.json'], ['/a/b-1.json', '/a/b-12.json'], ['/a/q.json', '/a/q.json.json'], ['x1', 'x1']]) {
      expect(unpackList(packList(list))).toEqual(list);
    }
  });
  it('refuses a name part with a comma rather than pack it wrong', () => {
    expect(() => packList(['/a/1,2.json', '/a/3.json'])).toThrow(/comma.*1,2/);
  });
  it('packs a whole manifest and gives it back', () => {
    const manifest = { zh: { index: '/assets/search-zh-x.json', terms: names(3, (i) => `h${i}`), text: ['/assets/t-0-a.json', '/assets/t-1-b.json'], bounds: ['', '唯', 'ab'], seg: 'zh' } };
    const packed = packManifest(manifest);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(manifest).length);
    expect(unpackManifest(packed)).toEqual(manifest);
  });
});
