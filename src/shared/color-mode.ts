/** What the reader picked; 'system' exists only when the site follows prefers-color-scheme. */
export type ColorModeChoice = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'entix:theme';

export interface ColorModeConfig {
  defaultMode: Theme;
  respectPrefersColorScheme: boolean;
}

/** A stored value, or null when it is missing, corrupt, or 'system' on a site that does not offer it. */
export function parseChoice(raw: string | null | undefined, config: ColorModeConfig): ColorModeChoice | null {
  if (raw === 'light' || raw === 'dark') return raw;
  if (raw === 'system' && config.respectPrefersColorScheme) return raw;
  return null;
}

/** The mode in force when nothing valid is stored. */
export function defaultChoice(config: ColorModeConfig): ColorModeChoice {
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

/** light → dark → system → light, or light ⇄ dark without system. */
export function nextChoice(current: ColorModeChoice, config: ColorModeConfig): ColorModeChoice {
  if (current === 'light') return 'dark';
  if (current === 'dark' && config.respectPrefersColorScheme) return 'system';
  return 'light';
}

export function resolveTheme(choice: ColorModeChoice, prefersDark: boolean): Theme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}
