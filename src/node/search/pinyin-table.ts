import { pinyin } from 'pinyin-pro';
import { fieldValues } from '../../shared/search/build-index.ts';
import type { SearchSection } from '../../shared/search/types.ts';

/** GB2312's first level: the 3,755 most used characters, which a reader's wrong character almost always is. */
function commonCharacters(): string[] {
  const gbk = new TextDecoder('gbk');
  const out: string[] = [];
  for (let row = 0xb0; row <= 0xd7; row++) {
    for (let cell = 0xa1; cell <= 0xfe; cell++) {
      const c = gbk.decode(new Uint8Array([row, cell]));
      if (/^\p{Script=Han}$/u.test(c)) out.push(c);
    }
  }
  return out;
}

/**
 * Characters by reading, tones left out, for the search's homophone round (shared/search/homophones.ts):
 * a Chinese reader types through pinyin, so a wrong character is almost always one that sounds
 * the same (`枚据` for 枚举, `自曾` for 自增). For each reading that characters of `text` have: those,
 * the most used first, then a space, then every other common character with that reading:
 * `{ ju: '据举 局桔…', … }`, about 10 KB gzipped. A reading no character of `text` has could not
 * lead to a word of the index, so it is left out.
 */
export function pinyinTable(text: string): Record<string, string> {
  const uses = new Map<string, number>();
  for (const c of text.match(/\p{Script=Han}/gu) ?? []) uses.set(c, (uses.get(c) ?? 0) + 1);
  const chars = [...new Set([...commonCharacters(), ...uses.keys()])].sort();
  // The most used first, so that a query tries the likeliest sound-alikes first.
  chars.sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0));
  const table: Record<string, [string, string]> = {};
  for (const c of chars) {
    for (const reading of pinyin(c, { toneType: 'none', type: 'array', multiple: true })) {
      if (!/^[a-zü]+$/.test(reading)) continue;
      const row = (table[reading] ??= ['', '']);
      row[uses.has(c) ? 0 : 1] += c;
    }
  }
  return Object.fromEntries(Object.entries(table).filter(([, [own]]) => own).map(([r, [own, rest]]) => [r, `${own} ${rest}`]));
}

/** The table for an index of these sections: their characters are the ones its words can be made of. */
export function pinyinTableOf(sections: SearchSection[]): Record<string, string> {
  return pinyinTable(sections.map((x) => Object.values(fieldValues(x)).join(' ')).join(' '));
}
