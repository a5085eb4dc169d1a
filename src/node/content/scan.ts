import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentError } from './content-error.ts';
import { frontMatterLine, parseFrontMatter, stripBom, type FrontMatter } from './frontmatter.ts';
import { diskMemoized } from './disk-memo.ts';
import { memoByText } from './memo-by-text.ts';
import { misspeltKeys, type FrontMatterKind } from './frontmatter-schema.ts';
import { CATEGORY_FILE, parseCategoryJson, type CategoryJson } from './category-json.ts';
import type { ContentProblem } from './content-error.ts';

export type { CategoryJson };

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

export interface ScannedSection {
  files: ScannedFile[];
  /** `_category_.json` by folder (relative, number prefixes kept off). */
  categories: Map<string, CategoryJson>;
  /** `_category_.json` path and text (for messages) by the same folder key. */
  categoryFiles: Map<string, { file: string; text: string }>;
  warnings: ContentProblem[];
}

/** Recursively lists files below dir (Node 20 has no fs.globSync). */
export function walk(dir: string, ancestors: ReadonlySet<string> = new Set()): string[] {
  if (!existsSync(dir)) return [];
  // The real folders above this one: a symlink back to one of them would recurse until ELOOP, 40 levels deep.
  const real = realpathSync(dir);
  const above = new Set(ancestors).add(real);
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const abs = join(dir, name);
    let stat;
    try {
      stat = statSync(abs);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ELOOP') throw e;
      throw new ContentError([{ rule: 'symlink', file: relative(process.cwd(), abs), message: code === 'ELOOP' ? `symlink loop at ${relative(process.cwd(), abs)}: its links lead back to themselves; delete the link or point it at a real file` : `broken symlink at ${relative(process.cwd(), abs)}: it points to ${readlinkSafe(abs)}, which does not exist; fix or delete the link` }]);
    }
    if (stat.isDirectory()) {
      const target = realpathSync(abs);
      if (above.has(target)) throw new ContentError([{ rule: 'symlink', file: relative(process.cwd(), abs), message: `symlink loop at ${relative(process.cwd(), abs)}: it links to ${relative(process.cwd(), target) || '.'}, a folder that contains it, so the content would repeat forever; delete the link or point it elsewhere` }]);
      out.push(...walk(abs, above));
    } else out.push(abs);
  }
  return out;
}

function readlinkSafe(abs: string): string {
  try { return readlinkSync(abs); } catch { return 'a missing file'; }
}

/**
 * The dev server keeps content texts and folder listings between model rebuilds and drops only
 * what the watcher names, so a save re-reads one file instead of every file (keepContentReads).
 */
let kept: { texts: Map<string, string>; lists: Map<string, string[]> } | undefined;

export function keepContentReads(on: boolean): void {
  kept = on ? { texts: new Map(), lists: new Map() } : undefined;
}

/** A file changed on disk; `added` when it was created or deleted (the listings that hold it are stale too). */
export function forgetContentPath(abs: string, added: boolean): void {
  if (!kept) return;
  kept.texts.delete(abs);
  if (added) for (const dir of kept.lists.keys()) if (abs.startsWith(`${dir}/`)) kept.lists.delete(dir);
}

/** The text last read of a file, if the dev server keeps it. */
export function keptContent(abs: string): string | undefined {
  return kept?.texts.get(abs);
}

export function readContent(abs: string): string {
  let text = kept?.texts.get(abs);
  if (text === undefined) {
    text = readFileSync(abs, 'utf8');
    kept?.texts.set(abs, text);
  }
  return text;
}

function listContent(dir: string): string[] {
  let list = kept?.lists.get(dir);
  if (!list) {
    list = walk(dir);
    kept?.lists.set(dir, list);
  }
  return list;
}

/** Parsed frontmatter by file and text: a rescan parses only what changed. */
const parsedCache = new Map<string, ReturnType<typeof memoByText<ReturnType<typeof parseFrontMatter>>>>();
function parseCached(source: string, display: string, kind: FrontMatterKind): ReturnType<typeof parseFrontMatter> {
  const key = `${kind}\0${display}`;
  let parse = parsedCache.get(key);
  if (!parse) parsedCache.set(key, (parse = memoByText((text) => parseKept(text, display, kind), 1)));
  return parse(source);
}

/** Parsed once per text across builds: the frontmatter and where the body starts (the body is the text's own). */
function parseKept(text: string, display: string, kind: FrontMatterKind): ReturnType<typeof parseFrontMatter> {
  const kept = diskMemoized(`fm-${kind}`, text, () => {
    const p = parseFrontMatter(text, display, kind);
    return { frontMatter: p.frontMatter, bodyLineOffset: p.bodyLineOffset, bodyStart: stripBom(text).length - p.body.length };
  });
  return { frontMatter: kept.frontMatter, bodyLineOffset: kept.bodyLineOffset, body: stripBom(text).slice(kept.bodyStart) };
}

export function scanSection(sectionDir: string, root: string, kind: FrontMatterKind, drafts = false): ScannedSection {
  const files: ScannedFile[] = [];
  const categories = new Map<string, CategoryJson>();
  const categoryFiles = new Map<string, { file: string; text: string }>();
  const warnings: ContentProblem[] = [];
  const problems: ContentError[] = [];
  for (const abs of listContent(sectionDir)) {
    const rel = relative(sectionDir, abs).replace(/\\/g, '/');
    const display = relative(root, abs).replace(/\\/g, '/');
    if (CATEGORY_FILE.test(rel)) {
      const dir = rel.split('/').slice(0, -1).map((s) => s.replace(/^\d+[-_.]/, '')).join('/');
      const text = readContent(abs);
      const { category, problem } = parseCategoryJson(text, display);
      if (problem) problems.push(new ContentError([problem]));
      if (category) { categories.set(dir, category); categoryFiles.set(dir, { file: display, text }); }
      continue;
    }
    if (!/\.mdx?$/.test(rel) || rel.split('/').some((s) => s.startsWith('_'))) continue;
    const source = readContent(abs);
    if (source.replace(/^\uFEFF/, '').trim() === '') {
      warnings.push({ rule: 'empty-file', file: display, message: 'the file is empty, so it is not published: write its content or delete it' });
      continue;
    }
    try {
      const parsed = parseCached(source, display, kind);
      // Docusaurus' `draft: true`: shown while writing (`drafts`, the dev server), not published by a build: no route, sidebar entry or search hit.
      if (parsed.frontMatter.draft === true && !drafts) continue;
      for (const { key, near } of misspeltKeys(parsed.frontMatter, kind)) {
        warnings.push({ rule: 'frontmatter', file: display, line: frontMatterLine(source, key), column: 1, message: `frontmatter "${key}" is not a key Docusaurus reads, so it does nothing: did you mean "${near}"?` });
      }
      files.push({ rel, abs, display, frontMatter: parsed.frontMatter, bodyLineOffset: parsed.bodyLineOffset, body: parsed.body });
    } catch (e) {
      if (e instanceof ContentError) problems.push(e);
      else throw e;
    }
  }
  if (problems.length) throw new ContentError(problems.flatMap((p) => p.problems));
  return { files, categories, categoryFiles, warnings };
}
