import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { syncHead } from '../head-sync.ts';
import type { PageHandle } from '../router/page-handle.ts';
import { useLocale } from './hooks.ts';
import { pageTitle } from '../../shared/head.ts';
import { localeInfo, htmlLang } from '../../shared/locales.ts';
import site from 'virtual:entix/site';

/** Keeps <title>, lang, dir and the managed head tags right after client-side navigation (prerender writes the first ones). */
export function useDocumentHead(): void {
  const matches = useMatches();
  const locale = useLocale();
  const handle = (matches[matches.length - 1]?.handle ?? {}) as PageHandle;
  const { pathname } = useLocation();
  const title = pageTitle(handle, locale, site.title);
  const first = useRef(true);
  // Before the paint of the commit that shows the page: lang, title and page change in one frame.
  useLayoutEffect(() => {
    document.title = title;
    document.documentElement.lang = htmlLang(locale);
    document.documentElement.dir = localeInfo(locale).dir;
    // The prerendered head is already right for the page the visit started on.
    if (first.current) { first.current = false; return; }
    syncHead(pathname, handle);
  }, [title, locale, pathname, handle]);
}
