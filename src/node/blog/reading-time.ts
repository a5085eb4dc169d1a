import { memoByText } from '../content/memo-by-text.ts';
// Reading speed differs by script: English is read by the word, Chinese by the character.
const EN_WORDS_PER_MIN = 200;
const ZH_CHARS_PER_MIN = 400;
const HAN = /\p{Script=Han}/u;
const FENCE = /^\s*(```|~~~)/;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Drops fenced code blocks: code is skimmed, not read. */
export function stripCodeFences(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const f = FENCE.exec(line);
    if (fence === null && f) fence = f[1]!;
    else if (fence !== null && f && line.trim().startsWith(fence)) fence = null;
    else if (fence === null) out.push(line);
  }
  return out.join('\n');
}

/** Words for Latin text, characters for Han text (a Segmenter word counts as its length). */
export function countText(text: string): { words: number; hanChars: number } {
  let words = 0;
  let hanChars = 0;
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    if (HAN.test(s.segment)) hanChars += [...s.segment].filter((c) => HAN.test(c)).length;
    else words++;
  }
  return { words, hanChars };
}

/** Whole minutes, at least 1, for a post's markdown body. */
export const readingMinutes = memoByText((markdown: string): number => {
  const { words, hanChars } = countText(stripCodeFences(markdown));
  return Math.max(1, Math.ceil(words / EN_WORDS_PER_MIN + hanChars / ZH_CHARS_PER_MIN));
});
