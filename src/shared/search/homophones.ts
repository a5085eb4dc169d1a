import { gb2312Level1 } from './gb2312.ts';
import { isHan } from './tokenize.ts';

/** The pinyin table (node/search/pinyin-table.ts) as a query reads it. */
export interface Pinyin {
  /** Each character's toneless readings. */
  readings: Map<string, string[]>;
  /** Characters the index has, by reading. */
  used: Map<string, string[]>;
}

/** A range of GB2312's first level as the table names it (`6f-6t`, base 36), its own characters left out. */
function rangeChars(range: string, own: string): string[] {
  if (!range) return [];
  const [from, to] = range.split('-').map((n) => parseInt(n, 36)) as [number, number];
  return gb2312Level1().slice(from, to + 1).filter((c) => !own.includes(c));
}

/** The table (node/search/pinyin-table.ts): per reading, the index's characters, a range of common ones, other common ones. */
export function loadPinyin(table: Record<string, string>): Pinyin {
  const readings = new Map<string, string[]>();
  const used = new Map<string, string[]>();
  for (const [reading, row] of Object.entries(table)) {
    const [own = '', range = '', rest = ''] = row.split(' ');
    used.set(reading, [...own]);
    for (const c of [...own, ...rangeChars(range, own), ...rest]) {
      const rs = readings.get(c);
      if (rs) rs.push(reading);
      else readings.set(c, [reading]);
    }
  }
  return { readings, used };
}

/** The longest Chinese word whose one-character variants are tried: a longer run is a phrase, not a mistyped word. */
const MAX_CHARS = 4;

/**
 * Words that sound as `word` does and differ from it in one character, among the characters the
 * index has, those made with its more used characters first: `枚据` → 枚举, 枚剧 … 梅据 …. A reader
 * types Chinese through pinyin, so a word no page has is most often one with a wrong character of
 * the same sound.
 */
export function soundAlikes(word: string, py: Pinyin): string[] {
  const cs = [...word];
  if (cs.length < 2 || cs.length > MAX_CHARS || !cs.every(isHan)) return [];
  const ranked = new Map<string, number>();
  cs.forEach((c, i) => {
    for (const reading of py.readings.get(c) ?? []) {
      (py.used.get(reading) ?? []).forEach((other, rank) => {
        const alike = [...cs.slice(0, i), other, ...cs.slice(i + 1)].join('');
        if (other !== c && !(ranked.get(alike)! <= rank)) ranked.set(alike, rank);
      });
    }
  });
  return [...ranked].sort((a, b) => a[1] - b[1]).map(([w]) => w);
}
