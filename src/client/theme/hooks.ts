import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localeOfPath } from '../../shared/locales.ts';
import { translate, type UiKey } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/types.ts';

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

export function useT(): (key: UiKey, vars?: Record<string, string | number>) => string {
  const locale = useLocale();
  return (key, vars) => translate(locale, key, vars);
}

/** False during prerender and hydration: anything that differs per visit waits for it. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
