import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadFailure, reloadOnce } from './chunk-error.ts';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('chunk errors', () => {
  it('recognises browser chunk failures', () => {
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /assets/p.js'))).toBe(true);
    expect(isChunkLoadFailure(new Error('boom'))).toBe(false);
  });
  it('reloads a URL once inside the window, then again after it', () => {
    const s = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce('/docs/a', s, reload, 1000)).toBe(true);
    expect(reloadOnce('/docs/a', s, reload, 2000)).toBe(false);
    expect(reloadOnce('/docs/b', s, reload, 3000)).toBe(true);
    expect(reloadOnce('/docs/b', s, reload, 20_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
