import type { CompileAheadMessage } from './compile-in-worker.ts';
import type { CompiledFacts } from './compiled-facts.ts';

/**
 * A large site's MDX compile is the main thread's longest step, and the highlight worker is done
 * with its blocks well before (the blocks repeat across pages and locales). It then compiles files
 * from the end of the list (compile-in-worker.ts) while this thread compiles from the start. Each
 * file is taken by one thread only, through a shared table (`claims`: Atomics, so neither waits on
 * the other's messages, which arrive late while a thread is busy). Below COMPILE_AHEAD_MIN files the
 * worker is still highlighting when this thread is done (measured at 300 and 1,000 pages).
 */
export const COMPILE_AHEAD_MIN = 500;
/** ENTIX_COMPILE_AHEAD=all (tests): the worker compiles every file of any site, and this thread waits for it to end. */
const everyFile = () => process.env.ENTIX_COMPILE_AHEAD === 'all';
export const compileAheadMin = () => (everyFile() ? 1 : COMPILE_AHEAD_MIN);
/** A file the worker took and has not answered in this long is compiled here. */
const WAIT_MS = 15_000;

/** A file's entry in the shared table. */
export const FREE = 0;
export const MAIN = 1;
export const WORKER = 2;

export interface CompiledAhead { code: string; facts: CompiledFacts; links: [string, string | null][] }

/** One build's side of the table (the build context holds it, build-context.ts): what the worker answered, and who waits. */
export interface CompileAhead {
  /** The table for these files (in the order the worker gets them), shared with the worker through its workerData. */
  table(files: string[]): SharedArrayBuffer;
  onMessage(m: CompileAheadMessage): void;
  /** The worker ended or died: nothing it took will be answered now, and it takes nothing more. */
  ended(): void;
  /**
   * At this file's turn to compile: undefined if this thread takes it, else the worker's output for
   * exactly this text (waited for), or undefined if the worker failed, died or compiled other text.
   */
  take(file: string, source: string): Promise<CompiledAhead | undefined>;
}

export function createCompileAhead(): CompileAhead {
  let claims: Int32Array | undefined;
  /** The worker runs: a file it took will be answered. */
  let live = false;
  let ended: Promise<void> = Promise.resolve();
  let end = () => {};
  const indexOf = new Map<string, number>();
  /** The worker's answers: its output, or null where it failed. */
  const done = new Map<string, (CompiledAhead & { source: string }) | null>();
  const waiting = new Map<string, () => void>();
  return {
    table(files) {
      const buffer = new SharedArrayBuffer(4 * files.length);
      claims = new Int32Array(buffer);
      live = true;
      ended = new Promise((resolve) => (end = resolve));
      indexOf.clear();
      files.forEach((f, i) => indexOf.set(f, i));
      return buffer;
    },
    onMessage(m) {
      const file = 'failed' in m ? m.failed : m.file;
      done.set(file, 'failed' in m ? null : { source: m.source, code: m.code, facts: m.facts, links: m.links });
      waiting.get(file)?.();
      waiting.delete(file);
    },
    ended() {
      live = false;
      end();
      for (const wake of waiting.values()) wake();
      waiting.clear();
    },
    async take(file, source) {
      const i = indexOf.get(file);
      if (!claims || i === undefined) return undefined;
      if (everyFile()) await ended;
      if (Atomics.compareExchange(claims, i, FREE, MAIN) !== WORKER) return undefined;
      if (!done.has(file) && live) {
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          waiting.set(file, resolve);
          timer = setTimeout(resolve, WAIT_MS);
        });
        clearTimeout(timer);
      }
      const got = done.get(file);
      done.delete(file);
      return got?.source === source ? { code: got.code, facts: got.facts, links: got.links } : undefined;
    },
  };
}
