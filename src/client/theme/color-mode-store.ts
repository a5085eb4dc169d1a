import site from 'virtual:entix/site';
import { THEME_STORAGE_KEY, parseChoice, resolveTheme, type ColorModeChoice } from '../../shared/color-mode.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The reader's stored choice; storage can be missing or throw (privacy modes). */
export function readChoice(): ColorModeChoice | null {
  try {
    return parseChoice(localStorage.getItem(THEME_STORAGE_KEY), site.colorMode);
  } catch {
    return null;
  }
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
