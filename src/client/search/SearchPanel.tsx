import { useCallback, useEffect, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SearchAnswer, SearchContext } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';
import { useT } from '../theme/hooks.ts';
import { firstAsk, latestOnly, onIndexChange, searchSite } from './client.ts';
import { afterFailure, useRetryWhenOnline, type SearchFailure } from './failure.ts';
import { clearEarlyPanel } from './early-panel.ts';
import { HitText } from './HitText.tsx';
import { hitHref, searchPageUrl } from './urls.ts';

export type KeyHandler = (e: KeyboardEvent<HTMLInputElement>) => boolean;

export interface SearchPanelProps {
  query: string;
  locale: Locale;
  /** The docs version of the page being read, whose index the suggestions search (undefined: the current one). */
  version?: string;
  context?: SearchContext;
  keys: RefObject<KeyHandler | null>;
  onDone: () => void;
  /** The id of the option the arrow keys reached, for the input's aria-activedescendant. */
  onActive: (id: string | undefined) => void;
}

const ask = latestOnly(searchSite);
export const optionId = (i: number) => `search-option-${i}`;

/** The suggestions under the navbar box (lazy: loaded on first focus, hover or Ctrl+K). */
export default function SearchPanel({ query, locale, version: docsVersion, context, keys, onDone, onActive }: SearchPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<SearchAnswer | undefined>();
  const [failure, setFailure] = useState<SearchFailure | undefined>();
  const [version, setVersion] = useState(0);
  // The option the arrow keys reached, for the answer it was reached in: each query (or new index) starts
  // with none. Derived in render, not reset by an effect: that effect's extra commit on every key chained
  // a burst of keys into React's nested-update limit, which threw in the box's onChange (keys lost).
  const asked = `${version}\u0000${query}`;
  const [picked, setPicked] = useState({ asked, i: -1 });
  const active = picked.asked === asked ? picked.i : -1;
  const setActive = (i: number) => setPicked({ asked, i });

  const again = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => onIndexChange(again), [again]);
  useRetryWhenOnline(failure, again);
  useEffect(() => {
    let live = true;
    const show = (a: SearchAnswer | undefined) => { if (live && a) { setAnswer(a); setFailure(undefined); } };
    const fail = async () => {
      const f = await afterFailure(searchPageUrl(locale, query, {}, docsVersion));
      if (live && f !== 'reloading') { setFailure(f); setAnswer(undefined); }
    };
    // Titles first from the term files alone, then again with snippets once their text arrives.
    const first = firstAsk(locale, docsVersion);
    ask(query, first).then((a) => {
      show(a);
      if (a) void ask(query, { ...first, snippets: true }).then(show).catch(() => undefined);
    }).catch(fail);
    return () => { live = false; };
  }, [query, locale, docsVersion, version]);

  const hits = failure ? [] : answer?.hits ?? [];
  const name = context ? t(`search.ctx.${context}`) : '';
  const links: { href: string; label: string; cls: string }[] = [{ href: searchPageUrl(locale, query, {}, docsVersion), label: t('search.seeAll'), cls: 'search-panel__all' }];
  if (context && !failure) {
    links.push({ href: searchPageUrl(locale, query, { context }, docsVersion), label: t('search.seeAllWithin', { context: name }), cls: 'search-panel__within' });
    links.push({ href: searchPageUrl(locale, query, { context, outside: true }, docsVersion), label: t('search.seeAllOutside', { context: name }), cls: 'search-panel__outside' });
  }
  const hrefs = [...hits.map((h) => hitHref(h.url, answer?.words ?? [])), ...links.map((l) => l.href)];
  const n = hrefs.length;
  const current = active >= n ? -1 : active;

  // Before paint: the input's aria-activedescendant and the option's aria-selected change together.
  useLayoutEffect(() => {
    onActive(current >= 0 ? optionId(current) : undefined);
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView({ block: 'nearest' });
  }, [current, onActive]);
  useEffect(() => () => onActive(undefined), [onActive]);
  // The plain suggestions shown before the app (early-panel.ts) give way, in the frame this answer paints in.
  useLayoutEffect(() => { if (answer || failure) clearEarlyPanel(); }, [answer, failure]);
  useEffect(() => () => clearEarlyPanel(), []);

  keys.current = (e) => {
    const to = e.key === 'ArrowDown' ? (current + 1) % n
      : e.key === 'ArrowUp' ? (current <= 0 ? n - 1 : current - 1)
        // Home and End move the caret until an option is reached; then they go to the first or last one.
        : e.key === 'Home' && current >= 0 ? 0
          : e.key === 'End' && current >= 0 ? n - 1
            : undefined;
    if (to !== undefined) {
      e.preventDefault();
      setActive(to);
      return true;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      void navigate(hrefs[current] ?? links[0]!.href);
      onDone();
      return true;
    }
    return false;
  };

  const option = (i: number) => ({
    id: optionId(i), role: 'option', 'aria-selected': i === current, tabIndex: -1, onMouseEnter: () => setActive(i), onClick: onDone,
  });
  return (
    <div className="search-panel">
      {failure && <p className="search-panel__error" role="alert">{t(`search.${failure}`)}</p>}
      {!failure && answer && hits.length === 0 && <p className="search-panel__empty">{t('search.noResults')}</p>}
      <p className="visually-hidden" role="status">{answer && !failure ? t('search.suggestionCount', { count: hits.length }) : ''}</p>
      <div id="search-suggestions" role="listbox" aria-label={t('search.suggestions')}>
        {hits.map((h, i) => (
          <Link key={h.url} to={hrefs[i]!} className={`search-hit${i === current ? ' search-hit--active' : ''}`} {...option(i)}>
            <span className="search-hit__title">{h.title}{h.section && <span className="search-hit__section"> › {h.section}</span>}</span>
            {h.snippet.text && <HitText snippet={h.snippet} className="search-hit__snippet" />}
          </Link>
        ))}
        {links.map((l, j) => (
          <Link key={l.cls} to={l.href} className={`search-panel__link ${l.cls}${hits.length + j === current ? ' search-hit--active' : ''}`} {...option(hits.length + j)}>{l.label}</Link>
        ))}
      </div>
    </div>
  );
}
