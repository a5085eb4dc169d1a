import { languagePack, type ReadingSpeed } from '../../shared/lang/index.ts';
import { memoByText } from '../content/memo-by-text.ts';

// Reading speed differs by script (the language pack's ReadingSpeed): English is read by the word, Chinese by the character.
const FENCE = /^\s*(```|~~~)/;

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

/**
 * Words, and characters of the scripts the pack reads by the character (a Segmenter word of them
 * counts as its length), cut by the pack's segmenter.
 */
const segmenters = new Map<string, Intl.Segmenter>();
export function countText(text: string, lang: string): { words: number; chars: number } {
  const { search, reading } = languagePack(lang);
  let segmenter = segmenters.get(search.segmenter);
  if (!segmenter) segmenters.set(search.segmenter, (segmenter = new Intl.Segmenter(search.segmenter, { granularity: 'word' })));
  let words = 0;
  let chars = 0;
  for (const s of segmenter.segment(text)) {
    if (!s.isWordLike) continue;
    if (reading.chars.test(s.segment)) chars += [...s.segment].filter((c) => reading.chars.test(c)).length;
    else words++;
  }
  return { words, chars };
}

function minutes({ words, chars }: { words: number; chars: number }, speed: ReadingSpeed): number {
  return Math.max(1, Math.ceil(words / speed.wordsPerMinute + chars / speed.charsPerMinute));
}

const memos = new Map<string, (markdown: string) => number>();

/** Whole minutes, at least 1, for a post's markdown body in `lang` (the locale's BCP-47 lang). */
export function readingMinutes(markdown: string, lang: string): number {
  let memo = memos.get(lang);
  if (!memo) memos.set(lang, (memo = memoByText((md) => minutes(countText(stripCodeFences(md), lang), languagePack(lang).reading))));
  return memo(markdown);
}
