// Both the build (node/search/pinyin-table.ts) and the search worker read GB2312 through the
// Encoding Standard's decoder; the shared code's lib has no DOM or Node types to declare it.
declare const TextDecoder: new (label: string) => { decode(bytes: Uint8Array): string };

let level1: string[] | undefined;

/**
 * GB2312's first level in code order: the 3,755 most used characters, which a reader's wrong
 * character almost always is. They are arranged by pinyin, so the characters of one reading mostly
 * sit side by side, and the pinyin table names them by a range of this list.
 */
export function gb2312Level1(): string[] {
  if (level1) return level1;
  // Rows 0xb0-0xd7, cells 0xa1-0xfe, decoded in one call (a call a character took ~25 ms); the
  // five unassigned cells at the end decode to U+FFFD, which the filter drops.
  const bytes: number[] = [];
  for (let row = 0xb0; row <= 0xd7; row++) for (let cell = 0xa1; cell <= 0xfe; cell++) bytes.push(row, cell);
  return (level1 = [...new TextDecoder('gbk').decode(new Uint8Array(bytes))].filter((c) => /\p{Script=Han}/u.test(c)));
}
