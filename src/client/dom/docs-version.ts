import { parseRoute } from '../../shared/route-id.ts';
import type { DocsVersion } from '../../shared/site-config-types.ts';

// The versions are the site config's (`docs.versions`, newest first), passed in: the engine names none.
export const DOCS_VERSION_STORAGE_KEY = 'entix:docs-preferred-version';
/** Dispatched on window when the stored version changes in this tab (storage events tell only other tabs). */
export const DOCS_VERSION_EVENT = 'entix:docs-version';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The version a docs route belongs to, from its route identity; undefined outside the docs. Needs the locales bound (the app's). */
export function versionOfPath(pathname: string, versions: readonly DocsVersion[]): DocsVersion | undefined {
  const id = parseRoute(pathname, versions);
  return id.section === 'docs' ? versions.find((v) => v.name === id.version) : undefined;
}

/** The reader's docs version: the stored one if it still exists, else the newest. */
export function preferredDocsVersion(versions: readonly DocsVersion[], storage: Store | undefined = safeStorage()): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(DOCS_VERSION_STORAGE_KEY) ?? null;
  } catch {
    // Unreadable storage: fall back to the newest version.
  }
  return versions.some((v) => v.name === stored) ? stored! : versions[0]!.name;
}

export function rememberDocsVersion(name: string, storage: Store | undefined = safeStorage()): void {
  try {
    if (storage?.getItem(DOCS_VERSION_STORAGE_KEY) === name) return;
    storage?.setItem(DOCS_VERSION_STORAGE_KEY, name);
  } catch {
    // Kept for this page view only.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(DOCS_VERSION_EVENT));
}

/**
 * The docs root of the reader's version, from the current version's root as a page links it
 * ('/zh/docs' → '/zh/docs/3.1'): no locale table needed, so the boot can call it before the app.
 */
export function preferredDocsRoot(currentRoot: string, versions: readonly DocsVersion[], storage?: Store): string {
  const name = preferredDocsVersion(versions, storage);
  const current = versions[0]!.path;
  const prefix = currentRoot.endsWith(current) ? currentRoot.slice(0, currentRoot.length - current.length) : '';
  return prefix + versions.find((v) => v.name === name)!.path;
}

/** The docs version a prerendered page says it is of (DocPage's `data-docs-version`), if any. */
export const DOCS_VERSION_ATTR = 'data-docs-version';
export function pageDocsVersion(doc: Document): string | undefined {
  return doc.querySelector<HTMLElement>(`[${DOCS_VERSION_ATTR}]`)?.getAttribute(DOCS_VERSION_ATTR) ?? undefined;
}

/**
 * Links to the docs root (`data-docs-root`, the navbar's Docs link, whose value is the site path it
 * was rendered with: '/zh/docs') lead to the stored version's root. The boot calls it on the first
 * page and on each page it swaps in, after recording that page's version; React renders the same
 * href itself (theme/use-docs-version.ts).
 */
export function applyPreferredDocsRoot(doc: Document, versions: readonly DocsVersion[], href: (path: string) => string): void {
  if (versions.length < 2) return;
  const own = pageDocsVersion(doc);
  if (own) rememberDocsVersion(own);
  for (const a of doc.querySelectorAll<HTMLAnchorElement>('a[data-docs-root]')) {
    a.setAttribute('href', href(preferredDocsRoot(a.dataset.docsRoot || versions[0]!.path, versions)));
  }
}

function safeStorage(): Store | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
