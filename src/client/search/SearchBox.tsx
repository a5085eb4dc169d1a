import { useCallback, useEffect, useRef, useState, type ComponentType, type FocusEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale, useMounted, useT } from '../theme/hooks.ts';
import { afterFailure, failureNow, useRetryWhenOnline, type SearchFailure } from './failure.ts';
import type { KeyHandler, SearchPanelProps } from './SearchPanel.tsx';
import { SearchHighlight } from './SearchHighlight.tsx';
import { readerContext, searchPageUrl } from './urls.ts';
import { siteHref } from '../base.ts';
import { localizePath } from '../../shared/locales.ts';
import { useDocsVersion } from '../theme/use-docs-version.ts';

/**
 * The navbar box. Only this shell ships with the page; the suggestions load on first focus,
 * hover or Ctrl/Cmd+K, and the worker (started at idle, or by then) answers them.
 */
export function SearchBox() {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const { pathname } = useLocation();
  // On a docs page, the suggestions search that page's docs version (and the search page opens on it).
  const version = useDocsVersion(pathname)?.name;
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<KeyHandler | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const [failure, setFailure] = useState<SearchFailure | undefined>();
  const [activeId, setActiveId] = useState<string | undefined>();
  const loading = useRef(false);
  /** Asked for while a load was under way: if that load fails, it goes again. */
  const askedAgain = useRef(false);

  // The panel's chunk may fail (offline, or a deploy replaced it): say so, and retry on the next keystroke.
  const load = useCallback(function load() {
    if (Panel) return;
    if (loading.current) { askedAgain.current = true; return; }
    loading.current = true;
    askedAgain.current = false;
    // The worker and index start loading as soon as the client arrives, beside the panel's chunk.
    const client = import('./client.ts').then((c) => { c.warmSearch(locale, version); return c; });
    Promise.all([client, import('./SearchPanel.tsx')]).then(([, m]) => {
      setFailure(undefined);
      setPanel(() => m.default);
      return false;
    }, async () => {
      // Nothing typed yet (a focus, a hover): no reload for that; the first keystroke retries.
      const typed = input.current?.value ?? '';
      const f = typed.trim() ? await afterFailure(searchPageUrl(locale, typed)) : failureNow();
      if (f !== 'reloading') setFailure(f);
      // A keystroke typed while this failure was still being checked (the check asks the network,
      // which may be back by then) is the reader's retry: it must not be lost.
      return askedAgain.current;
    }).then((retry) => {
      loading.current = false;
      if (retry) load();
    }, () => { loading.current = false; });
  }, [locale, version, Panel]);

  useRetryWhenOnline(failure, load);

  // Text typed before the app hydrated is already the reader's query; a box focused before then
  // (the click that woke the app) starts the worker now, not at the first keystroke.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed) setQuery(typed);
    if (document.activeElement === input.current) { load(); setOpen(true); }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Ctrl/Cmd+K is the boot's listener for the page's whole life (boot/controls.ts): it focuses this
  // box, and onFocus below loads the search.

  const done = () => {
    setOpen(false);
    input.current?.blur();
  };
  // Escape closes the suggestions and keeps the focus; a second Escape clears the box (the one write of its value).
  const escape = () => {
    if (showing) setOpen(false);
    else {
      setQuery('');
      if (input.current) input.current.value = '';
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  // The shortcut hint depends on the reader's platform: decided after hydration.
  const mac = mounted && /Mac|iPhone|iPad/.test(navigator.platform);
  const showing = open && query.trim() !== '' && Panel !== null;
  const failed = open && query.trim() !== '' && Panel === null && failure !== undefined;
  return (
    // A GET form to the search page: without JavaScript (or before it runs) Enter opens the search page
    // for the query, also when search's code failed to load before the app (boot/search-host.ts says so,
    // in the data- texts); once the app runs, Enter is handled below (a suggestion, or the search page by the router).
    <form className="search-box" role="search" action={siteHref(localizePath('/search', locale))} method="get" data-failed={t('search.loadFailed')} data-offline={t('search.offline')} onSubmit={(e) => e.preventDefault()} onMouseEnter={load} onBlur={onBlur}>
      <input
        ref={input}
        name="q"
        className="search-box__input"
        type="search"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-expanded={showing}
        aria-controls="search-suggestions"
        aria-activedescendant={showing ? activeId : undefined}
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        // Uncontrolled: React would write its last committed value back after each key, and under load that
        // commit lags the keys, so keys were lost. The DOM holds the text (also what was typed before hydration).
        onFocus={() => { load(); setOpen(true); }}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); if (!Panel) load(); }}
        onKeyDown={(e) => {
          // Keys that pick a Chinese candidate (Enter, arrows, Escape) belong to the input method.
          if (e.nativeEvent.isComposing) return;
          if (e.key === 'Escape') { e.preventDefault(); escape(); return; }
          if (showing && keys.current?.(e)) return;
          const typed = e.currentTarget.value;
          if (e.key === 'Enter' && typed.trim()) { void navigate(searchPageUrl(locale, typed, {}, version)); done(); }
        }}
      />
      <kbd className="search-box__kbd" aria-hidden="true">{mac ? '⌘' : 'Ctrl'} K</kbd>
      {showing && <Panel query={query} locale={locale} version={version} context={readerContext(pathname)} keys={keys} onDone={done} onActive={setActiveId} />}
      {failed && <div className="search-panel"><p className="search-panel__error" role="alert">{t(`search.${failure}`)}</p></div>}
      <SearchHighlight />
    </form>
  );
}
