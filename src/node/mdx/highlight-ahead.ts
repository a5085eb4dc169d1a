import { streamTsWorker } from '../ts-worker.ts';
import type { HighlightMemo } from './rehype-code.ts';
import { createCompileAhead, type CompileAhead } from './compile-ahead.ts';
import type { CompileAheadJob, CompileAheadMessage } from './compile-in-worker.ts';

/** One build's highlight worker (the build context holds it, build-context.ts): entix:content starts it, entix:mdx's compiles wait on it. */
export interface HighlightAhead {
  /**
   * Highlighting is a third of the MDX compile and needs nothing but the code, so during a build a
   * worker thread highlights every fenced block of the content (in route order) into the cache the
   * compile reads. A block in the persistent cache (`cacheFile`) is not highlighted again. With
   * `compile` (a large site), it then compiles MDX from the end of the list (compile-ahead.ts).
   * `keys` are the blocks it will answer (highlighted, or failed): a compile that needs one waits
   * for it (`wait`) rather than loading shiki here and compiling twice.
   */
  start(root: string, files: string[], keys: Iterable<string>, cacheFile?: string, compile?: CompileAheadJob, stallMs?: number): Promise<void>;
  /**
   * Resolves once the worker has answered every one of these blocks it was given (or died, or
   * stalled). Blocks it was not given resolve at once: the compile highlights them itself.
   */
  wait(keys: string[], stallMs?: number): Promise<void>;
  /** The files it compiles once its blocks are done (compile-ahead.ts). */
  readonly compiled: CompileAhead;
}

/** Its answers go into `memo`, the build's highlighted blocks. */
export function createHighlightAhead({ html: highlighted }: HighlightMemo): HighlightAhead {
  const compiled = createCompileAhead();
  /** Blocks the worker was given and has not answered yet, each with the compiles waiting for it. */
  const expected = new Map<string, (() => void)[]>();
  let stallTimer: NodeJS.Timeout | undefined;

  const settle = (key: string) => {
    const waiting = expected.get(key);
    expected.delete(key);
    for (const resolve of waiting ?? []) resolve();
  };
  const settleAll = () => {
    clearTimeout(stallTimer);
    stallTimer = undefined;
    for (const key of [...expected.keys()]) settle(key);
  };
  // While a compile waits, a timer holds the process open (the worker is unref'd) and gives up on a
  // worker that stops answering: the waiting compiles then highlight on this thread, as without it.
  // An answer restarts it; a new wait only starts it.
  const watch = (stallMs: number, answered: boolean) => {
    if (stallTimer && !answered) return;
    clearTimeout(stallTimer);
    stallTimer = [...expected.values()].some((w) => w.length) ? setTimeout(settleAll, stallMs) : undefined;
  };
  return {
    compiled,
    start(root, files, keys, cacheFile, compile, stallMs = 20_000) {
      for (const key of keys) if (!highlighted.has(key)) expected.set(key, []);
      const onMessage = (m: [string, string | null][] | CompileAheadMessage) => {
        if (!Array.isArray(m)) return compiled.onMessage(m);
        for (const [key, html] of m) {
          if (html !== null && !highlighted.has(key)) highlighted.set(key, html);
          settle(key);
        }
        watch(stallMs, true);
      };
      return streamTsWorker(root, 'src/node/mdx/highlight-worker.ts', { files, cacheFile, compile }, onMessage)
        .catch(() => undefined)
        .finally(() => {
          settleAll();
          compiled.ended();
        });
    },
    wait(keys, stallMs = 20_000) {
      const waits = keys.flatMap((key) => {
        const waiting = expected.get(key);
        return waiting ? [new Promise<void>((resolve) => waiting.push(resolve))] : [];
      });
      if (!waits.length) return Promise.resolve();
      watch(stallMs, false);
      return Promise.all(waits).then(() => undefined);
    },
  };
}
