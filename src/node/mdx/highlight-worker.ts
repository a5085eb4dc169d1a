// Worker thread (see highlight-ahead.ts): highlights the content's code blocks while the main
// thread compiles MDX, posting [key, html] pairs file by file (html null: shiki failed on it), since
// a compile may be waiting for them.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createHighlighter } from 'shiki';
import { fencedBlocks } from './fenced-blocks.ts';
import { LANGUAGE_ALIASES, SHIKI_LANGS } from './code-languages.ts';
import { highlightKey, highlightOptions, THEMES } from './rehype-code.ts';
import { loadHighlightCache } from './highlight-cache.ts';

const { files, cacheFile } = workerData as { files: string[]; cacheFile?: string };
// Loaded at the first block the cache lacks: a file may be new while its code samples are not.
let shiki: Awaited<ReturnType<typeof createHighlighter>> | undefined;
const seen = new Set<string>(cacheFile ? loadHighlightCache(cacheFile).keys() : []);
let batch: [string, string | null][] = [];
for (const file of files) {
  for (const { lang, code } of fencedBlocks(readFileSync(file, 'utf8'))) {
    const key = highlightKey(lang, code);
    if (seen.has(key)) continue;
    seen.add(key);
    shiki ??= await createHighlighter({ themes: Object.values(THEMES), langs: SHIKI_LANGS, langAlias: LANGUAGE_ALIASES });
    try {
      batch.push([key, shiki.codeToHtml(code, highlightOptions(lang))]);
    } catch {
      // An unknown language: the compile falls back to plain text itself.
      batch.push([key, null]);
    }
  }
  if (batch.length) {
    parentPort!.postMessage(batch);
    batch = [];
  }
}
