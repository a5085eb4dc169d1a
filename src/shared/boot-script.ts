import { THEME_STORAGE_KEY, type ColorModeConfig } from './color-mode.ts';

export const ANNOUNCEMENT_STORAGE_KEY = 'entix:announcement-dismissed';

export interface BootScriptOptions {
  colorMode: ColorModeConfig;
  announcementId?: string;
}

/**
 * Inline <head> script run before first paint and before React: marks that scripts run (data-js,
 * for the no-script CSS fallbacks), sets data-theme from the stored
 * choice (same rules as color-mode.ts) and hides an announcement the reader already closed, so
 * neither flashes. Storage may throw (privacy modes): then defaults stand.
 */
export function bootScript({ colorMode, announcementId }: BootScriptOptions): string {
  const cfg = JSON.stringify({ d: colorMode.defaultMode, s: colorMode.respectPrefersColorScheme, a: announcementId ?? null, k: THEME_STORAGE_KEY, ak: ANNOUNCEMENT_STORAGE_KEY });
  return `(function(c){var h=document.documentElement,m=null,v=null;h.setAttribute('data-js','');try{v=localStorage.getItem(c.k)}catch(e){}` +
    `if(v==='light'||v==='dark'||(v==='system'&&c.s))m=v;if(!m)m=c.s?'system':c.d;` +
    `if(m==='system')m=window.matchMedia&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';` +
    `h.setAttribute('data-theme',m);` +
    `try{if(c.a&&localStorage.getItem(c.ak)===c.a)h.setAttribute('data-announcement-dismissed','')}catch(e){}})(${cfg});`;
}
