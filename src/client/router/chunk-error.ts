// A route chunk that fails to load usually means a new deploy replaced it: one full reload
// of the target URL fixes that; the guard keeps a real outage from reloading forever.
const KEY = 'entix:chunk-reload';
const WINDOW_MS = 10_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadFailure(e: unknown): boolean {
  const msg = e instanceof Error ? e.message : String(e);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload|Failed to fetch/i.test(msg);
}

/** Reloads the page once per URL per window; returns whether it did. */
export function reloadOnce(url: string, storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  try {
    const prev = JSON.parse(storage.getItem(KEY) ?? 'null') as { url: string; at: number } | null;
    if (prev && prev.url === url && now - prev.at < WINDOW_MS) return false;
    storage.setItem(KEY, JSON.stringify({ url, at: now }));
  } catch {
    return false;
  }
  reload();
  return true;
}
