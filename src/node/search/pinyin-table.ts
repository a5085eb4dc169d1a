import { pinyin } from 'pinyin-pro';
import { fieldValues } from '../../shared/search/build-index.ts';
import { gb2312Level1 } from '../../shared/search/gb2312.ts';
import type { SearchSection } from '../../shared/search/types.ts';

/**
 * The common characters of a reading other than the text's, as the worker reads them back
 * (shared/search/homophones.ts): the longest run of GB2312's first level they fill, as two base-36
 * indices (`6f-6t`), and the rest one by one (a second reading of a character, filed by its first).
 * Named by their place in that list, ~2,400 characters cost a few bytes instead of three each.
 */
function othersOf(own: string, rest: string, at: Map<string, number>): string {
  const places = [...own, ...rest].map((c) => at.get(c)).filter((i): i is number => i !== undefined).sort((a, b) => a - b);
  let run: [number, number] | undefined;
  for (let i = 0, from = 0; i < places.length; i++) {
    if (places[i + 1] === places[i]! + 1) continue;
    if (!run || places[i]! - places[from]! > run[1] - run[0]) run = [places[from]!, places[i]!];
    from = i + 1;
  }
  const inRun = (c: string) => run !== undefined && at.has(c) && at.get(c)! >= run[0] && at.get(c)! <= run[1];
  const range = run ? `${run[0].toString(36)}-${run[1].toString(36)}` : '';
  return `${range} ${[...rest].filter((c) => !inRun(c)).join('')}`;
}

/**
 * Characters by reading, tones left out, for the search's homophone round (shared/search/homophones.ts):
 * a Chinese reader types through pinyin, so a wrong character is almost always one that sounds
 * the same (`枚据` for 枚举, `自曾` for 自增). For each reading that characters of `text` have: those,
 * the most used first, then a space and every other common character with that reading (othersOf):
 * `{ ju: '据举 6f-6t 柜', … }`, about 7 KB gzipped. A reading no character of `text` has could not
 * lead to a word of the index, so it is left out.
 */
export function pinyinTable(text: string): Record<string, string> {
  const uses = new Map<string, number>();
  for (const c of text.match(/\p{Script=Han}/gu) ?? []) uses.set(c, (uses.get(c) ?? 0) + 1);
  const chars = [...new Set([...gb2312Level1(), ...uses.keys()])].sort();
  // The most used first, so that a query tries the likeliest sound-alikes first.
  chars.sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0));
  const table: Record<string, [string, string]> = {};
  const at = new Map(gb2312Level1().map((c, i) => [c, i]));
  for (const c of chars) {
    // Toned readings that differ only in tone (恶: wù, wū) are one reading here.
    for (const reading of new Set(pinyin(c, { toneType: 'none', type: 'array', multiple: true }))) {
      if (!/^[a-zü]+$/.test(reading)) continue;
      const row = (table[reading] ??= ['', '']);
      row[uses.has(c) ? 0 : 1] += c;
    }
  }
  return Object.fromEntries(Object.entries(table).filter(([, [own]]) => own).map(([r, [own, rest]]) => [r, `${own} ${othersOf(own, rest, at)}`]));
}

/**
 * The table for an index of these sections: their characters are the ones its words can be made of,
 * and the synonym table's, whose phrases a mistyped query can be corrected to (typo-fallback.ts).
 */
export function pinyinTableOf(sections: SearchSection[], synonyms: string[][] = []): Record<string, string> {
  return pinyinTable([...sections.map((x) => Object.values(fieldValues(x)).join(' ')), ...synonyms.flat()].join(' '));
}
