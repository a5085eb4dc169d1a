import { useEffect, useState } from 'react';
import site from 'virtual:entix/site';
import { defaultChoice, nextChoice, type ColorModeChoice } from '../../shared/color-mode.ts';
import { applyChoice, readChoice, saveChoice, watchSystem } from './color-mode-store.ts';
import { useT } from './hooks.ts';

const ICONS: Record<ColorModeChoice, string> = {
  light: 'M12 7a5 5 0 100 10 5 5 0 000-10zM2 13h2a1 1 0 000-2H2a1 1 0 000 2zm18 0h2a1 1 0 000-2h-2a1 1 0 000 2zM11 2v2a1 1 0 002 0V2a1 1 0 00-2 0zm0 18v2a1 1 0 002 0v-2a1 1 0 00-2 0zM5.99 4.58a1 1 0 00-1.41 1.41l1.06 1.06a1 1 0 001.41-1.41L5.99 4.58zm12.37 12.37a1 1 0 00-1.41 1.41l1.06 1.06a1 1 0 001.41-1.41l-1.06-1.06zm1.06-10.96a1 1 0 00-1.41-1.41l-1.06 1.06a1 1 0 001.41 1.41l1.06-1.06zM7.05 18.36a1 1 0 00-1.41-1.41l-1.06 1.06a1 1 0 001.41 1.41l1.06-1.06z',
  dark: 'M9.37 5.51A7.35 7.35 0 009.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0112 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 109 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 01-4.4 2.26 5.403 5.403 0 01-3.14-9.8c-.44-.06-.9-.1-1.36-.1z',
  system: 'M20 3H4a2 2 0 00-2 2v10a2 2 0 002 2h6v2H8v2h8v-2h-2v-2h6a2 2 0 002-2V5a2 2 0 00-2-2zm0 12H4V5h16v10z',
};

/**
 * The inline boot script has already set data-theme before paint; prerendered HTML shows the
 * site default, so the stored choice reaches the button only after mount.
 */
export function ColorModeToggle() {
  const t = useT();
  const [choice, setChoice] = useState<ColorModeChoice>(() => defaultChoice(site.colorMode));
  useEffect(() => {
    setChoice(readChoice() ?? defaultChoice(site.colorMode));
  }, []);
  useEffect(() => (choice === 'system' ? watchSystem(() => applyChoice('system')) : undefined), [choice]);
  const next = nextChoice(choice, site.colorMode);
  const label = t('theme.toggle', { current: t(`theme.${choice}`), next: t(`theme.${next}`) });
  return (
    <button
      type="button"
      className="navbar__link color-mode-toggle"
      data-mode={choice}
      aria-label={label}
      title={label}
      onClick={() => {
        setChoice(next);
        saveChoice(next);
        applyChoice(next);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="currentColor" d={ICONS[choice]} /></svg>
    </button>
  );
}
