import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { currentPipeline, highlightCacheFile, loadHighlightCache, saveHighlightCache } from './highlight-cache.ts';

const root = resolve(import.meta.dirname, '../../..');

describe('highlight cache', () => {
  it('keeps entries between builds', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hl-')), 'sub/highlight.json');
    saveHighlightCache(file, [['bash\0ls', '<pre>ls</pre>']]);
    expect(loadHighlightCache(file).get('bash\0ls')).toBe('<pre>ls</pre>');
  });

  it('starts empty on a missing or broken file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hl-'));
    writeFileSync(join(dir, 'broken.json'), '[["a",');
    expect(loadHighlightCache(join(dir, 'broken.json')).size).toBe(0);
    expect(loadHighlightCache(join(dir, 'none.json')).size).toBe(0);
  });

  it('uses another file when a dependency version, a theme or the language list changes, the same one otherwise', () => {
    const base = currentPipeline(root);
    const file = highlightCacheFile(root, base);
    expect(highlightCacheFile(root)).toBe(file);
    expect(base.versions.shiki).toMatch(/^\d+\./);
    const bumped = { ...base, versions: { ...base.versions, shiki: '999.0.0' } };
    const options = base.options as { highlight: { themes: Record<string, string> }; langs: string[] };
    const theme = { ...base, options: { ...options, highlight: { ...options.highlight, themes: { ...options.highlight.themes, dark: 'nord' } } } };
    const langs = { ...base, options: { ...options, langs: [...options.langs, 'rust'] } };
    for (const changed of [bumped, theme, langs]) expect(highlightCacheFile(root, changed)).not.toBe(file);
  });

  it('lives in the build\'s cache folder, which ENTIX_MDX_CACHE=<dir> moves', () => {
    expect(highlightCacheFile(root, currentPipeline(root), '', '/elsewhere/cache').startsWith('/elsewhere/cache/highlight-')).toBe(true);
  });
});
