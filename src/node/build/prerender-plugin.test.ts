import { describe, expect, it, vi } from 'vitest';
import { mergeConfig, type UserConfig } from 'vite';
import { vitePrerenderPlugin } from 'vite-prerender-plugin';
import { tellSourcemapsOn } from './prerender-plugin.ts';

/**
 * Whether vite-prerender-plugin, given this config, takes source maps as the user's own: only then
 * does it skip its pass over every chunk. The one outward sign of that flag is its logger, which
 * drops the map column of Vite's file list when the maps are not the user's.
 */
function mapsAreTheUsers(config: UserConfig): boolean {
  const plugin = vitePrerenderPlugin()[0]!;
  (plugin.config as (c: UserConfig) => void)(config);
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    config.customLogger!.info('dist/assets/a.js  1.00 kB │ map: 2.00 kB');
    return log.mock.calls.some(([line]) => String(line).includes('map: 2.00 kB'));
  } finally {
    log.mockRestore();
  }
}

describe('entix:prerender config', () => {
  it('shows vite-prerender-plugin source maps as on, so it leaves the chunks alone after prerender', () => {
    expect(mapsAreTheUsers({ logLevel: 'info' })).toBe(false);
    expect(mapsAreTheUsers(mergeConfig({ logLevel: 'info' }, tellSourcemapsOn()))).toBe(true);
  });
});
