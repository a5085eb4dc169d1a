import type { Locale } from './types.ts';
import { localeOfPath, localizePath, stripLocale } from './locales.ts';

/** What a route is, whatever its URL: every page record, sidebar and search document is keyed by it. */
export interface RouteId {
  locale: Locale;
  /** A docs version's name (site config `docs.versions`, 'current' for the newest); docs routes only. */
  version?: string;
  /** 'docs', 'blog', or 'pages' for everything at the site root (home, search, hand-written pages). */
  section: 'docs' | 'blog' | 'pages';
  /** The rest of the route below its section (and version), without slashes at either end: 'api/get'. */
  slug: string;
}

/** The docs versions' routes, from the site config (`docs.versions`). */
export interface VersionRoute { name: string; path: string }

const trim = (s: string) => s.replace(/^\/+|\/+$/g, '');
/** Whether a locale-free path is `base` or below it ('/docs/x' is under '/docs', '/docsify' is not). */
export const under = (bare: string, base: string) => bare === base || bare.startsWith(`${base}/`);

/** Parses a site path (with its locale prefix, without the base path) into its identity. */
export function parseRoute(path: string, versions: readonly VersionRoute[]): RouteId {
  const locale = localeOfPath(path);
  const bare = stripLocale(path).replace(/(.)\/+$/, '$1');
  // The longest path first: '/docs/3.1' is a version of its own, not a page of '/docs'.
  const version = [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => under(bare, v.path));
  if (version) return { locale, version: version.name, section: 'docs', slug: trim(bare.slice(version.path.length)) };
  if (under(bare, '/blog')) return { locale, section: 'blog', slug: trim(bare.slice('/blog'.length)) };
  return { locale, section: 'pages', slug: trim(bare) };
}

/** The path of an identity: parseRoute's inverse. */
export function routePath(id: RouteId, versions: readonly VersionRoute[]): string {
  let base = '';
  if (id.section === 'docs') {
    const v = versions.find((x) => x.name === id.version);
    if (!v) throw new Error(`no docs version "${id.version}" (the site config lists ${versions.map((x) => x.name).join(', ')})`);
    base = v.path;
  } else if (id.section === 'blog') base = '/blog';
  return localizePath(`${base}/${id.slug}`.replace(/\/+$/, '') || '/', id.locale);
}

/** One string per route identity without its locale: the same page in every language shares it. */
export function pageKey(id: RouteId): string {
  return `${id.section}|${id.version ?? ''}|${id.slug}`;
}

/** One string per route identity, its locale included: the client's route ids (router/routes.tsx). */
export function routeKey(id: RouteId): string {
  return `${id.locale}|${pageKey(id)}`;
}

/** A sidebar's key: one sidebar per locale and docs version. */
export function sidebarKey(locale: Locale, version: string): string {
  return `${locale}|${version}`;
}
