import { localeOfPath, localizePath, stripLocale } from '../../shared/locales.ts';
import { under, type VersionRoute } from '../../shared/route-id.ts';

const VERSIONED = /[\\/]versioned_docs[\\/]version-([^\\/]+)[\\/]/;

/** The docs version a content file belongs to: its versioned_docs/version-<name>/ folder, else the current one. */
export function versionOfFile(file: string, versions: readonly VersionRoute[]): VersionRoute | undefined {
  const m = VERSIONED.exec(file);
  return m ? versions.find((v) => v.name === m[1]) : versions[0];
}

/**
 * A link inside an old version's doc to the current docs ('/docs/x', as the page was written before it
 * was frozen) points into that version ('/docs/3.1/x'), as Docusaurus resolves it; a link that names
 * a version's path already, and every other link, is left as written.
 */
export function rebaseDocsLink(fromFile: string, url: string, versions: readonly VersionRoute[]): string {
  const own = versionOfFile(fromFile, versions);
  const current = versions[0];
  if (!own || !current || own === current || !url.startsWith('/')) return url;
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const rest = cut < 0 ? '' : url.slice(cut);
  const locale = localeOfPath(path);
  const bare = stripLocale(path);
  if (!under(bare, current.path) || versions.some((v) => v !== current && under(bare, v.path))) return url;
  return localizePath(own.path + bare.slice(current.path.length), locale) + rest;
}
