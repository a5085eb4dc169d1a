import { isAbsolute, resolve } from 'node:path';

/**
 * Where the build keeps what it can reuse between runs (compiled MDX, rendered pages):
 * node_modules/.cache/entix, or ENTIX_MDX_CACHE=<absolute dir>; ENTIX_MDX_CACHE=0: nothing is kept.
 */
export function cacheDirFromEnv(root: string): string | false {
  const env = process.env.ENTIX_MDX_CACHE;
  if (env === '0') return false;
  return env && isAbsolute(env) ? env : resolve(root, 'node_modules/.cache/entix');
}
