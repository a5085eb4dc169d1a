import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SearchAnswer, SearchContext } from '../../shared/search/types.ts';
import type { Locale } from '../../shared/types.ts';
import { useT } from '../theme/hooks.ts';
import { latestOnly, onIndexChange, searchSite } from './client.ts';
import { HitText } from './HitText.tsx';
import { hitHref, searchPageUrl } from './urls.ts';

export type KeyHandler = (e: KeyboardEvent<HTMLInputElement>) => boolean;

export interface SearchPanelProps {
  query: string;
  locale: Locale;
  context?: SearchContext;
  keys: RefObject<KeyHandler | null>;
  onDone: () => void;
}

const LIMIT = 8;
const ask = latestOnly(searchSite);

/** The suggestions under the navbar box (lazy: loaded on first focus, hover or Ctrl+K). */
export default function SearchPanel({ query, locale, context, keys, onDone }: SearchPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<SearchAnswer | undefined>();
  const [active, setActive] = useState(-1);
  const [version, setVersion] = useState(0);

  useEffect(() => onIndexChange(() => setVersion((v) => v + 1)), []);
  useEffect(() => {
    let live = true;
    const show = (a: SearchAnswer | undefined) => { if (live && a) setAnswer(a); };
    // Titles first from the term index alone, then again with snippets once their text arrives.
    void ask(query, { locale, limit: LIMIT, snippets: false }).then((a) => {
      show(a);
      if (a) void ask(query, { locale, limit: LIMIT }).then(show);
    }).catch(() => undefined);
    setActive(-1);
    return () => { live = false; };
  }, [query, locale, version]);

  const hits = answer?.hits ?? [];
  const name = context ? t(`search.ctx.${context}`) : '';
  const links: { href: string; label: string; cls: string }[] = [{ href: searchPageUrl(locale, query), label: t('search.seeAll'), cls: 'search-panel__all' }];
  if (context) {
    links.push({ href: searchPageUrl(locale, query, { context }), label: t('search.seeAllWithin', { context: name }), cls: 'search-panel__within' });
    links.push({ href: searchPageUrl(locale, query, { context, outside: true }), label: t('search.seeAllOutside', { context: name }), cls: 'search-panel__outside' });
  }
  const hrefs = [...hits.map((h) => hitHref(h.url, answer?.words ?? [])), ...links.map((l) => l.href)];

  keys.current = (e) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const n = hrefs.length;
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % n : (a <= 0 ? n - 1 : a - 1)));
      return true;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      void navigate(hrefs[active] ?? links[0]!.href);
      onDone();
      return true;
    }
    return false;
  };

  const option = (i: number) => ({ id: `search-option-${i}`, role: 'option', 'aria-selected': i === active, onMouseEnter: () => setActive(i), onClick: onDone });
  return (
    <div className="search-panel" id="search-suggestions" role="listbox" aria-label={t('search.suggestions')}>
      {answer && hits.length === 0 && <p className="search-panel__empty">{t('search.noResults')}</p>}
      {hits.map((h, i) => (
        <Link key={h.url} to={hrefs[i]!} className={`search-hit${i === active ? ' search-hit--active' : ''}`} {...option(i)}>
          <span className="search-hit__title">{h.title}{h.section && <span className="search-hit__section"> › {h.section}</span>}</span>
          {h.snippet.text && <HitText snippet={h.snippet} className="search-hit__snippet" />}
        </Link>
      ))}
      {links.map((l, j) => (
        <Link key={l.cls} to={l.href} className={`search-panel__link ${l.cls}${hits.length + j === active ? ' search-hit--active' : ''}`} {...option(hits.length + j)}>{l.label}</Link>
      ))}
    </div>
  );
}
