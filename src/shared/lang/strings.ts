import type { UiStrings } from '../i18n/en.ts';
import en from '../i18n/en.ts';
import zh from '../i18n/zh.ts';

/** The language packs' UI strings (src/shared/i18n/<lang>.ts), by primary subtag: a site's own strings go over them. Apart from lang/index.ts, and not importing it: the search worker must not bundle them, and a shared module here merges the app's chunks so that one page's edit re-renders others from a warm cache (compile-cache.test.ts). */
const PACKS: Record<string, UiStrings> = { en, zh };

export function packStrings(lang: string): Partial<UiStrings> {
  return PACKS[lang.split('-')[0]!.toLowerCase()] ?? {};
}

export function hasPackStrings(lang: string): boolean {
  return lang.split('-')[0]!.toLowerCase() in PACKS;
}
