import site from 'virtual:entix/site';
import { THEME_STORAGE_KEY, defaultChoice, nextChoice, parseChoice, resolveTheme, type ColorModeChoice } from '../../shared/color-mode.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The toggle's icon per choice; the button shows the mode in force. */
export const COLOR_MODE_ICONS: Record<ColorModeChoice, string> = {
  light: 'M12 7a5 5 0 100 10 5 5 0 000-10zM2 13h2a1 1 0 000-2H2a1 1 0 000 2zm18 0h2a1 1 0 000-2h-2a1 1 0 000 2zM11 2v2a1 1 0 002 0V2a1 1 0 00-2 0zm0 18v2a1 1 0 002 0v-2a1 1 0 00-2 0zM5.99 4.58a1 1 0 00-1.41 1.41l1.06 1.06a1 1 0 001.41-1.41L5.99 4.58zm12.37 12.37a1 1 0 00-1.41 1.41l1.06 1.06a1 1 0 001.41-1.41l-1.06-1.06zm1.06-10.96a1 1 0 00-1.41-1.41l-1.06 1.06a1 1 0 001.41 1.41l1.06-1.06zM7.05 18.36a1 1 0 00-1.41-1.41l-1.06 1.06a1 1 0 001.41 1.41l1.06-1.06z',
  dark: 'M9.37 5.51A7.35 7.35 0 009.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0112 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 109 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 01-4.4 2.26 5.403 5.403 0 01-3.14-9.8c-.44-.06-.9-.1-1.36-.1z',
  system: 'M20 3H4a2 2 0 00-2 2v10a2 2 0 002 2h6v2H8v2h8v-2h-2v-2h6a2 2 0 002-2V5a2 2 0 00-2-2zm0 12H4V5h16v10z',
};

/** The reader's stored choice; storage can be missing or throw (privacy modes). */
export function readChoice(): ColorModeChoice | null {
  try {
    return parseChoice(localStorage.getItem(THEME_STORAGE_KEY), site.colorMode);
  } catch {
    return null;
  }
}

/** The choice in force: the stored one, else the site default. */
export function currentChoice(): ColorModeChoice {
  return readChoice() ?? defaultChoice(site.colorMode);
}

export function saveChoice(choice: ColorModeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // The choice still applies to this page view.
  }
}

export function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

export function applyChoice(choice: ColorModeChoice): void {
  document.documentElement.setAttribute('data-theme', resolveTheme(choice, prefersDark()));
}

/** Re-applies 'system' when the OS switches; returns the unsubscribe. */
export function watchSystem(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const mq = matchMedia(DARK_QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/**
 * One press of the toggle without React: the next mode is stored and applied at once, and the
 * button's icon follows. The React toggle reads the stored choice when it mounts, so both agree.
 */
export function toggleColorMode(button: HTMLElement): void {
  const next = nextChoice(currentChoice(), site.colorMode);
  saveChoice(next);
  applyChoice(next);
  button.dataset.mode = next;
  button.querySelector('path')?.setAttribute('d', COLOR_MODE_ICONS[next]);
}
