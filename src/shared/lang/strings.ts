import type { UiStrings } from '../i18n/en.ts';
import en from '../i18n/en.ts';
import zh from '../i18n/zh.ts';
import { packId } from './index.ts';

// The language packs' UI strings (src/shared/i18n/<lang>.ts), by pack: a site's own strings go over
// them. Apart from lang/index.ts, so that the search worker does not bundle them.
const PACKS: Record<string, UiStrings> = { en, zh };

export function packStrings(lang: string): Partial<UiStrings> {
  return PACKS[packId(lang)] ?? {};
}

export function hasPackStrings(lang: string): boolean {
  return packId(lang) in PACKS;
}
