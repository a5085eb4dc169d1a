import site from 'virtual:entix/site';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SEARCH_CONTEXTS, type SearchAnswer } from '../../shared/search/types.ts';
import { useLocale, useMounted, useT } from '../theme/hooks.ts';
import type { PageHandle } from '../router/page-handle.ts';
import { allLocalePaths } from '../../shared/locales.ts';
import { latestOnly, onIndexChange, searchSite } from '../search/client.ts';
import { afterFailure, useRetryWhenOnline, type SearchFailure } from '../search/failure.ts';
import { HitText } from '../search/HitText.tsx';
import { echo, formatContext, hitHref, parseContext } from '../search/urls.ts';
import { preferredDocsVersion } from '../dom/docs-version.ts';

export const handle: PageHandle = { titleKey: 'search.title', descriptionKey: 'search.description', alternates: allLocalePaths('/search') };

const ask = latestOnly(searchSite);

/** /search?q=&ctx=&version=: the whole state is in the URL, so back, forward and shared links reproduce it. */
export default function SearchPage() {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const [params, setParams] = useSearchParams();
  // The prerendered page has no query: the URL's is read after hydration.
  const q = mounted ? params.get('q') ?? '' : '';
  const ctx = mounted ? params.get('ctx') : null;
  // Without a version in the URL (or with one the site lacks), the docs version the reader last read (dom/docs-version.ts).
  const asked = mounted ? params.get('version') : null;
  const versions = site.docs.versions;
  const version = !mounted || versions.length < 2 ? undefined : versions.some((v) => v.name === asked) ? asked! : preferredDocsVersion(versions);
  const filter = parseContext(ctx);
  // Uncontrolled, as the navbar box: React writing its last committed value back after each key lost keys
  // under load. The box is written only when q changes from outside it (back, forward, a link).
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef(new Set<string>());
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const [answer, setAnswer] = useState<SearchAnswer | undefined>();
  const [failure, setFailure] = useState<SearchFailure | undefined>();
  const [indexVersion, setIndexVersion] = useState(0);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (!typed.current.has(q) && box.value !== q) box.value = q;
    if (box.value === q) typed.current.clear();
  }, [q]);
  const again = useCallback(() => setIndexVersion((v) => v + 1), []);
  useEffect(() => onIndexChange(again), [again]);
  useRetryWhenOnline(failure, again);
  useEffect(() => {
    if (!q.trim()) { setAnswer(undefined); setFailure(undefined); return; }
    let live = true;
    ask(q, { locale, ...(version ? { version } : {}), ...filter, limit: 100 })
      .then((a) => { if (live && a) { setAnswer(a); setFailure(undefined); } })
      .catch(async () => {
        const f = await afterFailure(window.location.pathname + window.location.search);
        if (live && f !== 'reloading') { setFailure(f); setAnswer(undefined); }
      });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, ctx, locale, version, indexVersion]);

  const update = (next: { q?: string; ctx?: string | undefined; version?: string }, replace: boolean) => {
    const p = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) p.set('q', nq);
    const nctx = 'ctx' in next ? next.ctx : ctx ?? undefined;
    if (nctx) p.set('ctx', nctx);
    const nv = next.version ?? version;
    if (nv) p.set('version', nv);
    setParams(p, { replace });
  };

  const contextName = (c: string) => t(`search.ctx.${c as 'docs'}`);
  const hits = answer?.hits ?? [];
  return (
    // Its form and results are the app itself: no reading-only first view (src/client/entry.ts).
    <main className="container search-page" data-hydrate="eager">
      <h1 className="search-page__title">{q ? t('search.resultsFor', { query: echo(q) }) : t('search.title')}</h1>
      <noscript><p className="search-page__noscript">{t('search.noscript')}</p></noscript>
      <form className="search-page__form" role="search" onSubmit={(e) => { e.preventDefault(); update({ q: input.current?.value ?? q }, false); }}>
        <input
          className="search-page__input"
          type="search"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          ref={input}
          onChange={(e) => {
            typed.current.add(e.target.value);
            // One URL update a frame: a router navigation per key, in a burst of keys, chained commits
            // into React's nested-update limit (error #185 thrown in this handler).
            if (frame.current) return;
            frame.current = requestAnimationFrame(() => { frame.current = 0; update({ q: input.current?.value ?? '' }, true); });
          }}
        />
        <label className="search-page__context">
          {t('search.context')}{' '}
          <select value={ctx ?? ''} onChange={(e) => update({ ctx: e.target.value || undefined }, false)}>
            <option value="">{t('search.contextAll')}</option>
            {SEARCH_CONTEXTS.map((c) => <option key={c} value={c}>{contextName(c)}</option>)}
            {SEARCH_CONTEXTS.map((c) => (
              <option key={`-${c}`} value={formatContext({ context: c, outside: true })}>{t('search.contextOutside', { context: contextName(c) })}</option>
            ))}
          </select>
        </label>
        {versions.length > 1 && (
          <label className="search-page__version">
            {t('version.menu')}{' '}
            <select value={version ?? versions[0]!.name} onChange={(e) => update({ version: e.target.value }, false)}>
              {versions.map((v) => <option key={v.name} value={v.name}>{v.label}</option>)}
            </select>
          </label>
        )}
      </form>
      {q && failure && <p className="search-page__error" role="alert">{t(`search.${failure}`)}</p>}
      {q && answer && (
        <p className="search-page__count">{answer.total ? t('search.count', { count: answer.total }) : t('search.none')}</p>
      )}
      <ol className="search-page__results">
        {hits.map((h) => (
          <li key={h.url} className="search-result">
            <h2 className="search-result__title"><Link to={hitHref(h.url, answer?.words ?? [])}>{h.title}{h.section && ` › ${h.section}`}</Link></h2>
            {h.breadcrumb.length > 0 && <p className="search-result__crumbs">{h.breadcrumb.join(' › ')}</p>}
            {h.snippet.text && <HitText snippet={h.snippet} className="search-result__snippet" />}
          </li>
        ))}
      </ol>
    </main>
  );
}
