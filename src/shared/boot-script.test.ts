import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_STORAGE_KEY, bootScript } from './boot-script.ts';
import { THEME_STORAGE_KEY } from './color-mode.ts';

/** Runs the inline script against a fake page and returns <html>'s attributes. */
function run(script: string, stored: Record<string, string>, prefersDark = false, storageThrows = false): Record<string, string> {
  const attrs: Record<string, string> = {};
  const document = { documentElement: { setAttribute: (k: string, v: string) => { attrs[k] = v; } } };
  const localStorage = { getItem: (k: string) => { if (storageThrows) throw new Error('denied'); return stored[k] ?? null; } };
  const window = { matchMedia: () => ({ matches: prefersDark }) };
  new Function('document', 'localStorage', 'window', script)(document, localStorage, window);
  return attrs;
}

const plain = bootScript({ colorMode: { defaultMode: 'light', respectPrefersColorScheme: false }, announcementId: 'v4' });
const system = bootScript({ colorMode: { defaultMode: 'light', respectPrefersColorScheme: true } });

describe('boot script', () => {
  it('applies the stored theme, and the default for a missing or corrupt value', () => {
    expect(run(plain, { [THEME_STORAGE_KEY]: 'dark' })['data-theme']).toBe('dark');
    expect(run(plain, {})['data-theme']).toBe('light');
    expect(run(plain, { [THEME_STORAGE_KEY]: '{bad' }, true)['data-theme']).toBe('light');
    expect(run(plain, { [THEME_STORAGE_KEY]: 'system' }, true)['data-theme']).toBe('light');
    expect(run(plain, {}, false, true)['data-theme']).toBe('light');
  });
  it('follows the system only when the site respects it', () => {
    expect(run(system, {}, true)['data-theme']).toBe('dark');
    expect(run(system, { [THEME_STORAGE_KEY]: 'system' }, false)['data-theme']).toBe('light');
    expect(run(system, { [THEME_STORAGE_KEY]: 'light' }, true)['data-theme']).toBe('light');
  });
  it('hides only the announcement that was closed', () => {
    expect(run(plain, { [ANNOUNCEMENT_STORAGE_KEY]: 'v4' })).toHaveProperty('data-announcement-dismissed');
    expect(run(plain, { [ANNOUNCEMENT_STORAGE_KEY]: 'v3' })).not.toHaveProperty('data-announcement-dismissed');
    expect(run(system, { [ANNOUNCEMENT_STORAGE_KEY]: 'null' })).not.toHaveProperty('data-announcement-dismissed');
  });
});
