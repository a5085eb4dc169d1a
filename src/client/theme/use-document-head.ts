import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { PageHandle } from '../router/page-handle.ts';
import { useLocale } from './hooks.ts';
import { pageTitle } from '../../shared/head.ts';
import { HTML_LANG } from '../../shared/locales.ts';

/** Keeps <title>, description and lang right after client-side navigation (prerender writes the first ones). */
export function useDocumentHead(): void {
  const matches = useMatches();
  const locale = useLocale();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as PageHandle;
  const title = pageTitle(handle, locale);
  useEffect(() => {
    document.title = title;
    document.documentElement.lang = HTML_LANG[locale];
    const meta = document.querySelector('meta[name="description"]');
    if (meta && handle.description) meta.setAttribute('content', handle.description);
  }, [title, locale, handle.description]);
}
