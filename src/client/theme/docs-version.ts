import { useEffect } from 'react';
import { stripLocale } from '../../shared/locales.ts';

export interface DocsVersion {
  /** Stored and used in URLs/queries ('current' is the unversioned /docs tree). */
  name: string;
  label: string;
  /** Route prefix of the version's docs, without locale. */
  base: string;
}

/** Newest first. A past version would add e.g. { name: '3.x', label: '3.x', base: '/docs/3.x' }. */
export const DOCS_VERSIONS: readonly DocsVersion[] = [{ name: 'current', label: '4.x', base: '/docs' }];

export const DOCS_VERSION_STORAGE_KEY = 'entix:docs-preferred-version';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The version a docs route belongs to (longest matching base), or undefined outside the docs. */
export function versionOfPath(pathname: string, versions: readonly DocsVersion[] = DOCS_VERSIONS): DocsVersion | undefined {
  const path = stripLocale(pathname);
  return [...versions]
    .sort((a, b) => b.base.length - a.base.length)
    .find((v) => path === v.base || path.startsWith(`${v.base}/`));
}

/** The reader's docs version: the stored one if it still exists, else the newest. */
export function preferredDocsVersion(storage: Store | undefined = safeStorage(), versions: readonly DocsVersion[] = DOCS_VERSIONS): string {
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
    storage?.setItem(DOCS_VERSION_STORAGE_KEY, name);
  } catch {
    // Kept for this page view only.
  }
}

function safeStorage(): Store | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Docs pages record the version being read, so search and later visits default to it. */
export function useRememberDocsVersion(pathname: string): void {
  useEffect(() => {
    const v = versionOfPath(pathname);
    if (v) rememberDocsVersion(v.name);
  }, [pathname]);
}
