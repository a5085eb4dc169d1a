import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentError } from './content-error.ts';
import { parseFrontMatter, type FrontMatter } from './frontmatter.ts';
import { memoByText } from './memo-by-text.ts';

export interface ScannedFile {
  /** Path relative to the section folder (docs/, pages/, blog/). */
  rel: string;
  abs: string;
  /** Path relative to the project root, for messages. */
  display: string;
  frontMatter: FrontMatter;
  bodyLineOffset: number;
  body: string;
}

export interface CategoryJson {
  label?: string;
  position?: number;
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string } | null;
  description?: string;
}

export interface ScannedSection {
  files: ScannedFile[];
  /** `_category_.json` by folder (relative, number prefixes kept off). */
  categories: Map<string, CategoryJson>;
}

/** Recursively lists files below dir (Node 20 has no fs.globSync). */
export function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) out.push(...walk(abs));
    else out.push(abs);
  }
  return out;
}

/** Parsed frontmatter by file and text: a rescan parses only what changed. */
const parsedCache = new Map<string, ReturnType<typeof memoByText<ReturnType<typeof parseFrontMatter>>>>();
function parseCached(source: string, display: string): ReturnType<typeof parseFrontMatter> {
  let parse = parsedCache.get(display);
  if (!parse) parsedCache.set(display, (parse = memoByText((text) => parseFrontMatter(text, display), 1)));
  return parse(source);
}

export function scanSection(sectionDir: string, root: string): ScannedSection {
  const files: ScannedFile[] = [];
  const categories = new Map<string, CategoryJson>();
  const problems: ContentError[] = [];
  for (const abs of walk(sectionDir)) {
    const rel = relative(sectionDir, abs).replace(/\\/g, '/');
    const display = relative(root, abs).replace(/\\/g, '/');
    if (rel.endsWith('_category_.json')) {
      const dir = rel.split('/').slice(0, -1).map((s) => s.replace(/^\d+[-_.]/, '')).join('/');
      try {
        categories.set(dir, JSON.parse(readFileSync(abs, 'utf8')) as CategoryJson);
      } catch (e) {
        problems.push(new ContentError([{ rule: 'category', file: display, message: `invalid JSON: ${(e as Error).message}` }]));
      }
      continue;
    }
    if (!/\.mdx?$/.test(rel) || rel.split('/').some((s) => s.startsWith('_'))) continue;
    const source = readFileSync(abs, 'utf8');
    try {
      const parsed = parseCached(source, display);
      files.push({ rel, abs, display, frontMatter: parsed.frontMatter, bodyLineOffset: parsed.bodyLineOffset, body: parsed.body });
    } catch (e) {
      if (e instanceof ContentError) problems.push(e);
      else throw e;
    }
  }
  if (problems.length) throw new ContentError(problems.flatMap((p) => p.problems));
  return { files, categories };
}
