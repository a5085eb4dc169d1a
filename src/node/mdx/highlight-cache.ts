import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LANGUAGE_ALIASES, SHIKI_LANGS } from './code-languages.ts';
import { highlightOptions } from './rehype-code.ts';

/** Bump when our own highlighting changes in a way the inputs below do not show. */
const CACHE_FORMAT = 1;

/** What highlighted HTML depends on besides the code: shiki and its grammars, our options and languages. */
export interface HighlightPipeline {
  versions: Record<string, string>;
  options: unknown;
}

export function currentPipeline(root: string): HighlightPipeline {
  // Read from the install, not resolved: some of these packages do not export their package.json.
  const version = (pkg: string) => {
    try {
      return (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      return 'none';
    }
  };
  return {
    versions: Object.fromEntries(['shiki', '@shikijs/core', '@shikijs/langs', '@shikijs/themes', '@shikijs/engine-oniguruma', '@shikijs/vscode-textmate', 'rehype-pretty-code'].map((p) => [p, version(p)])),
    options: { format: CACHE_FORMAT, highlight: highlightOptions('*'), langs: SHIKI_LANGS, aliases: LANGUAGE_ALIASES },
  };
}

/**
 * Highlighted code blocks survive between builds in node_modules/.cache/entix, one file per
 * pipeline: a new shiki, theme or language list starts an empty file instead of serving stale HTML.
 */
export function highlightCacheFile(root: string, pipeline = currentPipeline(root), contentDir = '', dir = join(root, 'node_modules/.cache/entix')): string {
  // Per content tree too: a fixture build keeps only its own blocks and must not evict the site's.
  const hash = createHash('sha256').update(JSON.stringify([pipeline, contentDir])).digest('hex').slice(0, 16);
  return join(dir, `highlight-${hash}.json`);
}

export function loadHighlightCache(file: string): Map<string, string> {
  try {
    return new Map(JSON.parse(readFileSync(file, 'utf8')) as [string, string][]);
  } catch {
    // Missing or unreadable: highlight from scratch.
    return new Map();
  }
}

export function saveHighlightCache(file: string, entries: Iterable<[string, string]>): void {
  mkdirSync(dirname(file), { recursive: true });
  // Written beside and renamed, so a build that dies mid-write leaves no half file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify([...entries]));
  renameSync(partial, file);
}
