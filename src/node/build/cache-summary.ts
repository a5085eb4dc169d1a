import { normalizeRoute } from '../../shared/route-path.ts';

export interface CachePage { path: string; version?: string }

/**
 * The summary's prerender line: pages rendered and taken from the cache, and with more than one docs
 * version, how many of each version's pages came from the cache. An old version is frozen content:
 * a build after an edit to the current docs should show all of its pages reused ("3.1 120/120").
 */
export function cacheLine(total: number, reusedRoutes: Iterable<string>, pages: CachePage[], versions: readonly { name: string; label: string }[]): string {
  const reused = new Set([...reusedRoutes].map(normalizeRoute));
  const head = `entix: prerendered ${total} pages: ${total - reused.size} rendered, ${reused.size} from the cache`;
  if (versions.length < 2) return head;
  const byVersion = versions.map((v) => {
    const mine = pages.filter((p) => p.version === v.name);
    return `${v.label} ${mine.filter((p) => reused.has(normalizeRoute(p.path))).length}/${mine.length}`;
  });
  return `${head} (docs pages from the cache, by version: ${byVersion.join(', ')})`;
}
