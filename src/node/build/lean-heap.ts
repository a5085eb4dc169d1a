import { setFlagsFromString } from 'node:v8';

/**
 * V8 grows a heap by up to 4× its live size after a collection, so a build's threads sat on
 * hundreds of MB of garbage at their peak. A fixed growth of 50 % keeps that down at a few more
 * collections and, unlike --max-old-space-size, sets no ceiling a larger site could hit. The flag
 * is process-wide and read at each collection: the threads started after this (highlight,
 * render-ahead, search) follow it too. (The bundler's native memory: MIMALLOC_* in package.json.)
 */
export function leanHeap(): void {
  setFlagsFromString('--heap-growing-percent=50');
}
