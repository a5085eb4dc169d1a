import { useEffect, useSyncExternalStore } from 'react';
import site from 'virtual:entix/site';
import { DOCS_VERSION_EVENT, preferredDocsRoot, rememberDocsVersion, versionOfPath } from '../dom/docs-version.ts';
import { localizePath } from '../../shared/locales.ts';
import type { DocsVersion } from '../../shared/site-config-types.ts';

const versions = site.docs.versions;

function subscribe(change: () => void): () => void {
  window.addEventListener(DOCS_VERSION_EVENT, change);
  window.addEventListener('storage', change);
  return () => {
    window.removeEventListener(DOCS_VERSION_EVENT, change);
    window.removeEventListener('storage', change);
  };
}

/**
 * The navbar's Docs link: the stored version's docs root. The prerendered HTML (and so hydration)
 * has the current version's; the boot has set the stored one already (dom/docs-version.ts).
 */
export function usePreferredDocsRoot(locale: string): string {
  const root = localizePath(versions[0]!.path, locale);
  return useSyncExternalStore(subscribe, () => preferredDocsRoot(root, versions), () => root);
}

/** Docs pages record the version being read, so search and later visits default to it. */
export function useRememberDocsVersion(pathname: string): void {
  useEffect(() => {
    const v = versions.length > 1 ? versionOfPath(pathname, versions) : undefined;
    if (v) rememberDocsVersion(v.name);
  }, [pathname]);
}

/** The docs version of a route, undefined outside the docs or on a site with one version. */
export function useDocsVersion(pathname: string): DocsVersion | undefined {
  return versions.length > 1 ? versionOfPath(pathname, versions) : undefined;
}

/** Whether a navbar item leads to the docs root, which follows the stored version. */
export const isDocsRoot = (to: string) => versions.length > 1 && to === versions[0]!.path;
