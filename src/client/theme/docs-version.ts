import { useEffect } from 'react';
import { stripLocale } from '../../shared/locales.ts';
import type { DocsVersion } from '../../shared/site-config-types.ts';

// The versions are the site config's (`docs.versions`, newest first), passed in: the engine names none.
export const DOCS_VERSION_STORAGE_KEY = 'entix:docs-preferred-version';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The version a docs route belongs to (longest matching base), or undefined outside the docs. */
export function versionOfPath(pathname: string, versions: readonly DocsVersion[]): DocsVersion | undefined {
  const path = stripLocale(pathname);
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => path === v.path || path.startsWith(`${v.path}/`));
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
export function useRememberDocsVersion(pathname: string, versions: readonly DocsVersion[]): void {
  useEffect(() => {
    const v = versionOfPath(pathname, versions);
    if (v) rememberDocsVersion(v.name);
  }, [pathname, versions]);
}
