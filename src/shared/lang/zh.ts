import { ENGLISH_WORDS } from './en.ts';
import type { HanRules, LanguagePack } from './index.ts';

/**
 * Words a reader asks in passing, which say nothing about the page they want: question words,
 * modal verbs (必须, 才能, 不要) and the particles around them (给, 把, 被).
 */
const HAN_STOP = new Set([
  '的', '了', '吗', '呢', '是', '在', '和', '与', '如何', '怎么', '怎样', '什么', '为什么', '一个', '我', '我要', '我想', '想要', '按', '通过', '根据', '要', '用', '时', '中', '里',
  '到', '必须', '才能', '需要', '可以', '能够', '能不能', '不要', '应该', '如果', '给', '把', '被', '都', '也', '就', '吧', '啊', '这个', '那个', '哪些', '哪个', '意思', '啥', '是啥',
]);

/** Chinese text as search reads it: Han runs as character pairs (tokenize.ts), with the query words above dropped. */
export const CHINESE_HAN: HanRules = {
  stopWords: HAN_STOP,
  // One-character verbs the segmenter leaves as single characters (not 读 or 取: 读取 may come out as 读|取 too).
  leadingVerbs: new Set(['查', '改', '删']),
  pointing: new Set(['这', '那']),
  charTypos: true,
};

/** Simplified Chinese; its pages' Latin words (API names, `SQL`) are read as English. */
export const zh: LanguagePack = {
  id: 'zh',
  search: { segmenter: 'zh', han: CHINESE_HAN, ...ENGLISH_WORDS, pinyin: true },
  // Chinese is read by the character, its Latin words by the word.
  reading: { chars: /\p{Script=Han}/u, charsPerMinute: 400, wordsPerMinute: 200 },
  formatDate: (y, m, d) => `${y}年${m}月${d}日`,
};
