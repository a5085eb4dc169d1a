// Synthetic versioned sites for the versions bench (bench-versions.ts): the real content with one
// docs version of a set size per locale, then frozen copies of it cut as `npm run docs:version` cuts them.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { cutVersion } from './docs-version.ts';
import { VERSIONS_FILE } from '../src/node/content/versions.ts';

const LOCALES = ['en', 'zh'] as const;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    return statSync(abs).isDirectory() ? files(abs) : [abs];
  });
}

/**
 * Routes of the current docs per locale: every page of the default locale (an untranslated zh page
 * falls back to it, so zh has as many) plus each generated-index category page.
 */
export function docsRoutes(contentDir: string): number {
  const docs = join(contentDir, 'en/docs');
  return files(docs).filter((f) => /\.mdx?$/.test(f) || (f.endsWith('_category_.json') && readFileSync(f, 'utf8').includes('generated-index'))).length;
}

/**
 * Brings the current docs up to `routes` routes per locale: pages copied, with their zh twins, under
 * docs/more/ (a copy's links to its old neighbours, ./x.md, become warnings, never errors). Docs
 * with more routes are left as they are (removing pages would break links to them).
 */
export function sizeDocs(contentDir: string, routes: number): number {
  const en = join(contentDir, 'en/docs');
  // A page with a slug of its own would land on the same route twice.
  const pages = files(en).filter((f) => /\.mdx?$/.test(f) && !/^slug:/m.test(readFileSync(f, 'utf8'))).map((f) => relative(en, f)).sort();
  if (!pages.length) throw new Error(`${en} has no page to copy`);
  let count = docsRoutes(contentDir);
  for (let i = 0; count < routes; i++) {
    const rel = pages[i % pages.length]!;
    const target = join('more', `${Math.floor(i / pages.length)}`, rel);
    for (const locale of LOCALES) {
      const from = join(contentDir, locale, 'docs', rel);
      if (!existsSync(from)) continue;
      const to = join(contentDir, locale, 'docs', target);
      mkdirSync(dirname(to), { recursive: true });
      writeFileSync(to, readFileSync(from, 'utf8'));
    }
    count++;
  }
  return docsRoutes(contentDir);
}

/** Old version names for a site of `versions` docs versions in all (the current one included), oldest first. */
export function oldVersionNames(versions: number): string[] {
  return Array.from({ length: versions - 1 }, (_, i) => `3.${i}`);
}

/**
 * Writes to `outDir` the content of `sourceDir` with its own frozen versions removed, its current
 * docs at `routes` routes per locale, and `versions - 1` versions cut from them, oldest first (so
 * versions.json lists the newest first). Returns the docs routes per locale of each version.
 */
export function makeVersionedSite(sourceDir: string, outDir: string, versions: number, routes: number): number {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(sourceDir, outDir, { recursive: true });
  rmSync(join(outDir, VERSIONS_FILE), { force: true });
  for (const locale of LOCALES) {
    rmSync(join(outDir, locale, 'versioned_docs'), { recursive: true, force: true });
    rmSync(join(outDir, locale, 'versioned_sidebars'), { recursive: true, force: true });
  }
  const n = sizeDocs(outDir, routes);
  for (const name of oldVersionNames(versions)) cutVersion(outDir, name, outDir);
  return n;
}
