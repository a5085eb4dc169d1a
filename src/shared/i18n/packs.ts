import type { UiStrings } from './en.ts';
import en from './en.ts';
import zh from './zh.ts';

/** The UI strings the engine ships, by primary language subtag: a site's own strings go over them. */
const PACKS: Record<string, UiStrings> = { en, zh };

export function packStrings(lang: string): Partial<UiStrings> {
  return PACKS[lang.split('-')[0]!.toLowerCase()] ?? {};
}

export function hasPackStrings(lang: string): boolean {
  return lang.split('-')[0]!.toLowerCase() in PACKS;
}
