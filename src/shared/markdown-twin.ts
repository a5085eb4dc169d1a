import { locales, localizePath } from './locales.ts';

/**
 * Where a route's Markdown twin is, as a base-free path: the route plus `.md` (`/docs/quick-start`
 * → `/docs/quick-start.md`, the docs root `/docs` → `/docs.md`). A locale's home (`/`, `/zh`) is a
 * folder on disk and on every static host (`zh/index.html`), so its twin is the folder's
 * `index.md` (`/index.md`, `/zh/index.md`), not `/zh.md` beside the folder.
 */
export function twinPath(route: string): string {
  const bare = route.replace(/(.)\/+$/, '$1');
  if (bare === '/') return '/index.md';
  if (locales().some((l) => localizePath('/', l).replace(/\/$/, '') === bare)) return `${bare}/index.md`;
  return `${bare}.md`;
}
