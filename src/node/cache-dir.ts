import { readdirSync, rmSync, statSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';

/**
 * Where the build keeps what it can reuse between runs (compiled MDX, rendered pages):
 * node_modules/.cache/entix, or ENTIX_MDX_CACHE=<absolute dir>; ENTIX_MDX_CACHE=0: nothing is kept.
 */
export function cacheDirFromEnv(root: string): string | false {
  const env = process.env.ENTIX_MDX_CACHE;
  if (env === '0') return false;
  return env && isAbsolute(env) ? env : resolve(root, 'node_modules/.cache/entix');
}

/**
 * What earlier versions of the code left in the cache folder (names starting with `prefix`, other
 * than `keep`) goes once a day has passed without a write to it: a branch switch back within a
 * day still finds its own.
 */
export function pruneOtherVersions(base: string, prefix: string, keep: string): void {
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return;
  }
  const dayAgo = Date.now() - 86_400_000;
  for (const n of names) {
    if (!n.startsWith(prefix) || n === keep) continue;
    try {
      if (statSync(join(base, n)).mtimeMs < dayAgo) rmSync(join(base, n), { recursive: true, force: true });
    } catch {
      // Another build removed it first.
    }
  }
}
