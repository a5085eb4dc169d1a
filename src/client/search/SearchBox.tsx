import { useCallback, useEffect, useRef, useState, type ComponentType, type FocusEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale, useMounted, useT } from '../theme/hooks.ts';
import type { KeyHandler, SearchPanelProps } from './SearchPanel.tsx';
import { SearchHighlight } from './SearchHighlight.tsx';
import { readerContext, searchPageUrl } from './urls.ts';

/**
 * The navbar box. Only this shell ships with the page; the suggestions, Comlink and the
 * worker load on first focus, hover or Ctrl/Cmd+K.
 */
export function SearchBox() {
  const t = useT();
  const locale = useLocale();
  const mounted = useMounted();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<KeyHandler | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);

  const load = useCallback(() => {
    void import('./client.ts').then((c) => c.warmSearch(locale));
    void import('./SearchPanel.tsx').then((m) => setPanel(() => m.default));
  }, [locale]);

  // Text typed before the app hydrated is already the reader's query.
  useEffect(() => {
    const typed = input.current?.value;
    if (!typed) return;
    setQuery(typed);
    if (document.activeElement === input.current) { load(); setOpen(true); }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        load();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [load]);

  const done = () => {
    setOpen(false);
    input.current?.blur();
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  // The shortcut hint depends on the reader's platform: decided after hydration.
  const mac = mounted && /Mac|iPhone|iPad/.test(navigator.platform);
  const showing = open && query.trim() !== '' && Panel !== null;
  return (
    <div className="search-box" role="search" onMouseEnter={load} onBlur={onBlur}>
      <input
        ref={input}
        className="search-box__input"
        type="search"
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        role="combobox"
        aria-expanded={showing}
        aria-controls="search-suggestions"
        aria-autocomplete="list"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => { load(); setOpen(true); }}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') { e.preventDefault(); done(); return; }
          if (showing && keys.current?.(e)) return;
          if (e.key === 'Enter' && query.trim()) { void navigate(searchPageUrl(locale, query)); done(); }
        }}
      />
      <kbd className="search-box__kbd" aria-hidden="true">{mac ? '⌘' : 'Ctrl'} K</kbd>
      {showing && <Panel query={query} locale={locale} context={readerContext(pathname)} keys={keys} onDone={done} />}
      <SearchHighlight />
    </div>
  );
}
