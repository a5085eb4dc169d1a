// Synthetic sites for the scale bench: the real content, plus copies of its docs and blog posts
// (both locales, same page kinds and code blocks) until the site has the asked number of pages.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const LOCALES = ['en', 'zh'] as const;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = join(dir, name);
    return statSync(abs).isDirectory() ? files(abs) : [abs];
  });
}

/** Content routes a tree yields per locale: its pages plus the generated-index category pages. */
export function countPages(contentDir: string): number {
  let n = 0;
  for (const locale of LOCALES) {
    const dir = join(contentDir, locale);
    if (!existsSync(dir)) continue;
    for (const f of files(dir)) {
      if (/\.mdx?$/.test(f)) n++;
      else if (f.endsWith('_category_.json') && readFileSync(f, 'utf8').includes('generated-index')) n++;
    }
  }
  return n;
}

/** A copy's category gets its own label and generated-index slug, or it would share the original's route. */
function copyCategory(text: string, k: number): string {
  const cat = JSON.parse(text) as { label?: string; link?: { slug?: string; title?: string } };
  if (cat.label) cat.label = `${cat.label} ${k}`;
  if (cat.link?.slug) cat.link.slug = `${cat.link.slug}-${k}`;
  if (cat.link?.title) cat.link.title = `${cat.link.title} ${k}`;
  return JSON.stringify(cat, null, 2);
}

/**
 * Writes a site of about `pages` content routes (both locales counted) to `outDir`. Copies of the
 * docs go under docs/scale-<k>/, copies of posts get a slug suffix; every en file keeps its zh pair.
 */
export function makeScaleSite(sourceDir: string, outDir: string, pages: number): number {
  rmSync(outDir, { recursive: true, force: true });
  cpSync(sourceDir, outDir, { recursive: true });
  const en = join(sourceDir, 'en');
  const units = files(en)
    .map((f) => relative(en, f))
    .filter((rel) => /^(docs\/[^/]+\/|blog\/)/.test(rel) && (/\.mdx?$/.test(rel) || rel.endsWith('_category_.json')))
    .sort();
  let count = countPages(outDir);
  for (let k = 1; count < pages; k++) {
    const before = count;
    for (const rel of units) {
      if (count >= pages) break;
      const target = rel.startsWith('blog/')
        ? rel.replace(/\.mdx?$/, (ext) => `-${k}${ext}`)
        : rel.replace(/^docs\//, `docs/scale-${k}/`);
      for (const locale of LOCALES) {
        const from = join(sourceDir, locale, rel);
        if (!existsSync(from)) continue;
        let text = readFileSync(from, 'utf8');
        if (rel.endsWith('_category_.json')) text = copyCategory(text, k);
        else if (rel.startsWith('blog/')) text = text.replace(/^slug: (.+)$/m, `slug: $1-${k}`);
        const to = join(outDir, locale, target);
        mkdirSync(dirname(to), { recursive: true });
        writeFileSync(to, text);
        if (!rel.endsWith('_category_.json') || text.includes('generated-index')) count++;
      }
    }
    if (count === before) throw new Error(`${sourceDir} has no docs or posts to copy`);
    for (const locale of LOCALES) {
      const cat = join(outDir, locale, `docs/scale-${k}/_category_.json`);
      if (existsSync(dirname(cat))) writeFileSync(cat, JSON.stringify({ label: `Scale ${k}`, position: 100 + k }));
    }
  }
  return countPages(outDir);
}
