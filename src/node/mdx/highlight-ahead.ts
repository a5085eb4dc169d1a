import { streamTsWorker } from '../ts-worker.ts';
import { highlighted } from './rehype-code.ts';

/**
 * Highlighting is a third of the MDX compile and needs nothing but the code, so during a build a
 * worker thread highlights every fenced block of the content (in route order) into the cache the
 * compile reads. A block the compile reaches first is highlighted there, as without the worker;
 * a block in the persistent cache (`cacheFile`) is not highlighted again.
 */
export function highlightAhead(root: string, files: string[], cacheFile?: string): Promise<void> {
  return streamTsWorker<[string, string][]>(root, 'src/node/mdx/highlight-worker.ts', { files, cacheFile }, (pairs) => {
    for (const [key, html] of pairs) if (!highlighted.has(key)) highlighted.set(key, html);
  }).catch(() => undefined);
}
