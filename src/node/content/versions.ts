import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { DocsVersion, SiteConfig } from '../../shared/site-config-types.ts';
import type { Locale } from '../../shared/types.ts';
import { ContentError } from './content-error.ts';

/** Docusaurus' list of frozen docs versions, newest first: `content/versions.json`, `["3.1"]`. */
export const VERSIONS_FILE = 'versions.json';

/** A name versions.json may hold (and `npm run docs:version` accepts): letters, digits, '_', '.', '-', not "current". */
export function isVersionName(name: unknown): name is string {
  return typeof name === 'string' && /^[\w.-]+$/.test(name) && name !== 'current';
}

/** Where a version's docs of a locale live: Docusaurus' folders, per locale. */
export function versionDocsDir(contentDir: string, locale: Locale, version: string): string {
  return version === 'current' ? join(contentDir, locale, 'docs') : join(contentDir, locale, 'versioned_docs', `version-${version}`);
}

/** The names in versions.json; [] without the file. A wrong shape fails at the file, with what it must be. */
export function readVersionsJson(contentDir: string, root: string): string[] {
  const abs = join(contentDir, VERSIONS_FILE);
  if (!existsSync(abs)) return [];
  const file = relative(root, abs);
  const text = readFileSync(abs, 'utf8');
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch (e) {
    throw new ContentError([{ rule: 'versions', file, line: 1, message: `is not valid JSON (${(e as Error).message}): it must be a list of version names, newest first, such as ["3.1"]` }]);
  }
  const names = Array.isArray(list) ? list : [];
  const bad = names.findIndex((n) => !isVersionName(n));
  if (!Array.isArray(list) || bad >= 0) {
    const what = Array.isArray(list) ? `entry ${bad + 1} (${JSON.stringify(names[bad])}) is not a version name` : 'it is not a list';
    throw new ContentError([{ rule: 'versions', file, line: 1, message: `${what}: it must be a list of version names (letters, digits, '.', '-', not "current"), newest first, such as ["3.1"]` }]);
  }
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw new ContentError([{ rule: 'versions', file, line: 1, message: `lists version "${dup}" twice; each version once` }]);
  return names as string[];
}

/**
 * The site's docs versions: the config's current one, then each name in versions.json with its
 * config entry if the config has one, else Docusaurus' defaults (label = name, path = '<current path>/<name>',
 * an 'unmaintained' banner). A config entry that versions.json does not list, or a listed version
 * without its folder, fails the build: the engine holds no list of its own.
 */
export function withContentVersions(site: SiteConfig, contentDir: string, root: string, defaultLocale: Locale): SiteConfig {
  const [current, ...configured] = site.docs.versions;
  const names = readVersionsJson(contentDir, root);
  const file = relative(root, join(contentDir, VERSIONS_FILE));
  const stray = configured.find((v) => !names.includes(v.name));
  if (stray) throw new ContentError([{ rule: 'versions', file, message: `the site config's docs.versions names version "${stray.name}", which ${names.length ? `${file} does not list (it lists ${names.join(', ')})` : `has no ${file}`}: add it there, or remove its config entry` }]);
  const versions: DocsVersion[] = [{ ...current!, banner: current!.banner ?? 'none' }];
  for (const name of names) {
    const dir = versionDocsDir(contentDir, defaultLocale, name);
    if (!existsSync(dir)) throw new ContentError([{ rule: 'versions', file, message: `lists version "${name}", but ${relative(root, dir)}/ does not exist: copy the docs there (npm run docs:version -- ${name}) or remove the name` }]);
    const own = configured.find((v) => v.name === name);
    versions.push({ name, label: own?.label ?? name, path: own?.path ?? `${current!.path}/${name}`, banner: own?.banner ?? 'unmaintained' });
  }
  const paths = new Set(versions.map((v) => v.path));
  if (paths.size !== versions.length) throw new ContentError([{ rule: 'versions', file, message: 'two docs versions have the same path: give each its own in the site config (docs.versions[].path)' }]);
  return { ...site, docs: { ...site.docs, versions } };
}
