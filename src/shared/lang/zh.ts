import { ENGLISH_STOP, stem, wordFamily } from './en.ts';
import type { HanRules, ReadingSpeed, SearchRules } from './index.ts';

/**
 * Words a reader asks in passing, which say nothing about the page they want: question words,
 * modal verbs (必须, 才能, 不要) and the particles around them (给, 把, 被).
 */
const HAN_STOP = /* @__PURE__ */ new Set([
  '的', '了', '吗', '呢', '是', '在', '和', '与', '如何', '怎么', '怎样', '什么', '为什么', '一个', '我', '我要', '我想', '想要', '按', '通过', '根据', '要', '用', '时', '中', '里',
  '到', '必须', '才能', '需要', '可以', '能够', '能不能', '不要', '应该', '如果', '给', '把', '被', '都', '也', '就', '吧', '啊', '这个', '那个', '哪些', '哪个', '意思', '啥', '是啥',
]);

/** Chinese text as search reads it: Han runs as character pairs (tokenize.ts), with the query words above dropped. */
export const CHINESE_HAN: HanRules = {
  stopWords: HAN_STOP,
  // One-character verbs the segmenter leaves as single characters (not 读 or 取: 读取 may come out as 读|取 too).
  leadingVerbs: /* @__PURE__ */ new Set(['查', '改', '删']),
  pointing: /* @__PURE__ */ new Set(['这', '那']),
  charTypos: true,
};

/** Simplified Chinese search, with the pinyin table; its pages' Latin words (API names, `SQL`) are read as English. */
// Spelled out, not spread from EN_SEARCH: a spread at module level keeps the English rules in every bundle that imports a pack.
export const ZH_SEARCH: SearchRules = { segmenter: 'zh', han: CHINESE_HAN, stopWords: ENGLISH_STOP, stem, wordFamily, pinyin: true };

/** Chinese is read by the character, its Latin words by the word. */
export const ZH_READING: ReadingSpeed = { chars: /\p{Script=Han}/u, charsPerMinute: 400, wordsPerMinute: 200 };

/** '2025年3月4日', by hand: Node and browsers print exactly the same. */
export const zhDate = (y: number, m: number, d: number): string => `${y}年${m}月${d}日`;
