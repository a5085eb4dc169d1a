import type { Locale } from '../types.ts';
import en, { type UiKey } from './en.ts';
import { localeInfo } from '../locales.ts';

/** Looks up a UI string and fills `{name}` placeholders. */
export function translate(locale: Locale, key: UiKey, vars?: Record<string, string | number>): string {
  const text: string = localeInfo(locale).strings[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export function isUiKey(key: string): key is UiKey {
  return key in en;
}

export type { UiKey };
