import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { makePrefetcher } from './prefetch.ts';
import { prefetchAllowed } from '../dom/connection.ts';

describe('prefetch', () => {
  it('is off with data saving or a 2g connection', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
  it('loads the lazy routes matching a path once, and again after a failure', async () => {
    const docs = vi.fn(() => Promise.resolve({}));
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const routes: RouteObject[] = [{ path: '/', children: [{ path: '/docs/a', lazy: docs }, { path: '/docs/b', lazy: failing }] }];
    const prefetch = makePrefetcher(routes);
    prefetch('/docs/a');
    prefetch('/docs/a');
    expect(docs).toHaveBeenCalledTimes(1);
    prefetch('/docs/b');
    await new Promise((r) => setTimeout(r, 0));
    prefetch('/docs/b');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
