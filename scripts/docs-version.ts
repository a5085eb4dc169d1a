// npm run docs:version -- 4.0 [--content <dir>]: freezes the current docs as a version, as
// `docusaurus docs:version` does. Each locale's docs/ is copied to versioned_docs/version-4.0/ and the
// name goes first in versions.json (created if absent). The content folder is --content, else
// ENTIX_CONTENT_DIR (as for the build, so it runs on a fixture copy), else content/.
import { cpSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isVersionName, readVersionsJson, versionDocsDir, VERSIONS_FILE } from '../src/node/content/versions.ts';

const root = resolve(import.meta.dirname, '..');

/**
 * Why `name` cannot become a new version, or undefined: `listed` is versions.json, `folders` the
 * versioned_docs/version-<name>/ folders that already exist (relative paths, for the message).
 */
export function newVersionProblem(name: string, listed: string[], folders: string[], file = VERSIONS_FILE): string | undefined {
  if (name === 'current') return '"current" is the name of the docs being written (<locale>/docs/), not of a version: give the version its number, such as 4.0';
  if (!isVersionName(name)) return `"${name}" is not a version name: use letters, digits, '_', '.' and '-', such as 4.0`;
  if (listed.includes(name)) return `version ${name} exists already: ${file} lists it (${listed.join(', ')})`;
  if (folders.length) return `version ${name} is not in ${file}, but ${folders.join(' and ')} exists already: remove it, or add ${name} to ${file}`;
  return undefined;
}

/** versions.json after the cut: newest first, as Docusaurus writes it. */
export function versionsJsonWith(listed: string[], name: string): string {
  return `${JSON.stringify([name, ...listed], null, 2)}\n`;
}

/** The locales with docs to freeze: every content/<locale>/ that has a docs/ folder. */
export function docsLocales(contentDir: string): string[] {
  return readdirSync(contentDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(contentDir, e.name, 'docs')))
    .map((e) => e.name)
    .sort();
}

/** Copies every locale's docs into the new version and lists it; throws a message naming what is in the way. */
export function cutVersion(contentDir: string, name: string, cwd = root): { locales: string[]; folders: string[] } {
  const show = (abs: string) => relative(cwd, abs) || '.';
  if (!existsSync(contentDir)) throw new Error(`no content folder at ${show(contentDir)}`);
  const locales = docsLocales(contentDir);
  if (!locales.length) throw new Error(`${show(contentDir)} has no <locale>/docs/ folder to copy`);
  const listed = readVersionsJson(contentDir, cwd);
  const folders = locales.map((l) => versionDocsDir(contentDir, l, name));
  const problem = newVersionProblem(name, listed, isVersionName(name) ? folders.filter((f) => existsSync(f)).map((f) => `${show(f)}/`) : [], show(join(contentDir, VERSIONS_FILE)));
  if (problem) throw new Error(problem);
  for (const [i, locale] of locales.entries()) cpSync(versionDocsDir(contentDir, locale, 'current'), folders[i]!, { recursive: true });
  // Written last: a copy that fails half way leaves versions.json as it was, so the build does not look for the version.
  writeFileSync(join(contentDir, VERSIONS_FILE), versionsJsonWith(listed, name));
  return { locales, folders: folders.map(show) };
}

/** `4.0 --content dir` → its parts; undefined name when none was given. */
export function parseArgs(args: string[], env: NodeJS.ProcessEnv = process.env): { name?: string; contentDir: string } {
  const at = args.indexOf('--content');
  const dirArg = at >= 0 ? args[at + 1] : undefined;
  const rest = args.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
  return { name: rest[0], contentDir: resolve(dirArg ?? env.ENTIX_CONTENT_DIR ?? join(root, 'content')) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { name, contentDir } = parseArgs(process.argv.slice(2));
  try {
    if (!name) throw new Error('name the version to cut: npm run docs:version -- 4.0 [--content <dir>]');
    const { folders } = cutVersion(contentDir, name, process.cwd());
    console.log(`docs:version: version ${name} cut from the current docs: ${folders.join(', ')}; ${relative(process.cwd(), join(contentDir, VERSIONS_FILE))} lists it first`);
  } catch (e) {
    // A ContentError (a malformed versions.json) already reads "file:line: what is wrong".
    console.error(`docs:version: ${(e as Error).message}`);
    process.exit(1);
  }
}
