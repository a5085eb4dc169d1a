/** What a build answers when a newer edit made it pointless before it finished. */
export const SUPERSEDED = Symbol('superseded');

export interface Built<T> {
  /** The edit count the index is at. */
  version: number;
  value: T;
}

export interface DevIndexOptions<T> {
  /** Builds the index of the content at edit count `version`, or answers SUPERSEDED. One runs at a time. */
  build: (version: number) => Promise<T | typeof SUPERSEDED>;
  /** Quiet time after an edit before rebuilding: a run of saves costs one build. */
  debounceMs: number;
  /** How many recent indexes stay servable, for files a client's older manifest names. */
  keep?: number;
}

export interface DevIndex<T> {
  /** A content edit: the index is rebuilt after the quiet time (once anyone has asked for it). Returns the new edit count. */
  edited(): number;
  /** The index of the content as of now: at once if it is built, else when the build under way (or started now) ends. */
  current(): Promise<Built<T>>;
  /** A recent index by its edit count, if still kept. */
  at(version: number): Built<T> | undefined;
  close(): void;
}

interface Waiter<T> {
  version: number;
  resolve: (b: Built<T>) => void;
  reject: (e: Error) => void;
}

/**
 * When the dev server's search index is built (`build` runs elsewhere: not on the server's
 * thread): after the quiet time that follows an edit, or at once for a request that finds no
 * build under way and no edits coming. An index is never served older than an edit once a newer
 * one is ready: a request waits for the build at the edit count it came at, or a later one.
 */
export function createDevIndex<T>(opts: DevIndexOptions<T>): DevIndex<T> {
  let version = 0;
  // Nothing is built before someone asks: a writer who never searches pays nothing.
  let wanted = false;
  // The quiet time after the last edit has passed, and someone has asked for the index.
  let due = false;
  let running = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const kept = new Map<number, Built<T>>();
  let latest: Built<T> | undefined;
  let waiters: Waiter<T>[] = [];

  const settle = (upTo: number, done: (w: Waiter<T>) => void) => {
    const ready = waiters.filter((w) => w.version <= upTo);
    waiters = waiters.filter((w) => w.version > upTo);
    ready.forEach(done);
  };
  const finished = (v: number, value: T) => {
    // Builds run one at a time, each at the edit count when it started: a finished one is the newest.
    latest = { version: v, value };
    kept.set(v, latest);
    for (const old of kept.keys()) if (kept.size > (opts.keep ?? 3)) kept.delete(old);
    settle(v, (w) => w.resolve(latest!));
  };
  const pump = () => {
    // A waiting request starts a build at once, unless edits are still coming: a build started
    // between two saves would only be stopped by the second.
    if (running || closed || latest?.version === version || !(due || (waiters.length && !timer))) return;
    due = false;
    running = true;
    const v = version;
    new Promise<T | typeof SUPERSEDED>((resolve) => resolve(opts.build(v)))
      .then(
        (value) => {
          if (value !== SUPERSEDED && !closed) finished(v, value);
        },
        (e: unknown) => settle(v, (w) => w.reject(e instanceof Error ? e : new Error(String(e)))),
      )
      .finally(() => {
        running = false;
        pump();
      });
  };
  return {
    edited() {
      version++;
      if (closed) return version;
      clearTimeout(timer);
      due = false;
      // Timed even before anyone asked: a first request in a run of edits waits for its end too.
      timer = setTimeout(() => {
        timer = undefined;
        due = wanted;
        pump();
      }, opts.debounceMs);
      timer.unref();
      return version;
    },
    current() {
      wanted = true;
      if (closed) return Promise.reject(new Error('the dev server is closing'));
      if (latest?.version === version) return Promise.resolve(latest);
      return new Promise<Built<T>>((resolve, reject) => {
        waiters.push({ version, resolve, reject });
        pump();
      });
    },
    at(v) {
      return kept.get(v);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      settle(Infinity, (w) => w.reject(new Error('the dev server is closing')));
    },
  };
}
