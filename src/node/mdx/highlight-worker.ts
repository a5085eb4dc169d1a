import '../process-locales.ts';
// Worker thread (see highlight-ahead.ts): highlights the content's code blocks while the main
// thread compiles MDX, posting [key, html] pairs file by file (html null: shiki failed on it), since
// a compile may be waiting for them.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { createHighlighter } from 'shiki';
import { fencedBlocks } from './fenced-blocks.ts';
import { LANGUAGE_ALIASES, SHIKI_LANGS } from './code-languages.ts';
import { createHighlightMemo, highlightKey, highlightOptions, THEMES } from './rehype-code.ts';
import { loadHighlightCache } from './highlight-cache.ts';
import { compileFromEnd, type CompileAheadJob } from './compile-in-worker.ts';

const { files, cacheFile, compile } = workerData as { files: string[]; cacheFile?: string; compile?: CompileAheadJob };
// Loaded at the first block the cache lacks: a file may be new while its code samples are not.
let shiki: Awaited<ReturnType<typeof createHighlighter>> | undefined;
const cached = cacheFile ? loadHighlightCache(cacheFile) : new Map<string, string>();
// Kept where rehype-code reads them when this thread compiles MDX afterwards (compile-in-worker.ts): its compiles need no second highlighter.
const highlights = createHighlightMemo();
const highlighted = highlights.html;
for (const [key, html] of compile ? cached : []) highlighted.set(key, html);
const seen = new Set<string>(cached.keys());
let batch: [string, string | null][] = [];
for (const file of files) {
  for (const { lang, code } of fencedBlocks(readFileSync(file, 'utf8'))) {
    const key = highlightKey(lang, code);
    if (seen.has(key)) continue;
    seen.add(key);
    shiki ??= await createHighlighter({ themes: Object.values(THEMES), langs: SHIKI_LANGS, langAlias: LANGUAGE_ALIASES });
    try {
      const html = shiki.codeToHtml(code, highlightOptions(lang));
      if (compile) highlighted.set(key, html);
      batch.push([key, html]);
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
// Its blocks done, the second core would idle while the main thread compiles a large site's MDX.
if (compile) await compileFromEnd(compile, highlights);
