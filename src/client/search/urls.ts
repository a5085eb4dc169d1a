import { localizePath, stripLocale } from '../../shared/locales.ts';
import type { SearchContext } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';

/** `ctx` on the search page: `docs` keeps only that context, `-docs` leaves it out. */
export interface ContextFilter {
  context?: SearchContext;
  outside?: boolean;
}

const CONTEXTS = new Set<string>(['docs', 'blog', 'pages']);

export function parseContext(ctx: string | null): ContextFilter {
  if (!ctx) return {};
  const outside = ctx.startsWith('-');
  const name = outside ? ctx.slice(1) : ctx;
  return CONTEXTS.has(name) ? { context: name as SearchContext, outside } : {};
}

export function formatContext(f: ContextFilter): string | undefined {
  return f.context ? `${f.outside ? '-' : ''}${f.context}` : undefined;
}

export function searchPageUrl(locale: Locale, query: string, filter: ContextFilter = {}, version?: string): string {
  const params = new URLSearchParams({ q: query });
  const ctx = formatContext(filter);
  if (ctx) params.set('ctx', ctx);
  if (version) params.set('version', version);
  return `${localizePath('/search', locale)}?${params}`;
}

/** A hit's link with one `_highlight` per query word, before the section's #anchor. */
export function hitHref(url: string, words: string[]): string {
  const i = url.indexOf('#');
  const [path, hash] = i < 0 ? [url, ''] : [url.slice(0, i), url.slice(i)];
  const params = new URLSearchParams();
  for (const w of words) params.append('_highlight', w);
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash}`;
}

/** The part of the site the reader is in, which the box offers to search within or outside. */
export function readerContext(pathname: string): SearchContext | undefined {
  const bare = stripLocale(pathname);
  if (bare === '/docs' || bare.startsWith('/docs/')) return 'docs';
  if (bare === '/blog' || bare.startsWith('/blog/')) return 'blog';
  return undefined;
}

/** The query as the search page's heading echoes it: a pasted page of text would otherwise fill the screen. */
const ECHO_MAX = 60;
export function echo(q: string): string {
  const cs = [...q.trim()];
  return cs.length > ECHO_MAX ? `${cs.slice(0, ECHO_MAX - 1).join('')}…` : cs.join('');
}
