import { parseDocument, type Document } from 'yaml';
import { ContentError } from './content-error.ts';
import { yamlErrorPlace, yamlErrorText, yamlValue, YAML_FIX } from './yaml-place.ts';
import { checkFrontMatter, type FrontMatterKind } from './frontmatter-schema.ts';
import type { PageData } from '../../shared/types.ts';

/** Docusaurus frontmatter keys we honour; unknown keys are kept and ignored. */
export interface FrontMatter {
  id?: string;
  title?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  slug?: string;
  description?: string;
  keywords?: string[];
  tags?: (string | { label: string; permalink?: string })[];
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  last_update?: { date?: string; author?: string };
  date?: string;
  authors?: unknown;
  image?: string;
  /** Not published (a doc, page or blog post). */
  draft?: boolean;
  /** Published but in no list, sidebar, index or sitemap (a doc, page or blog post). */
  unlisted?: boolean;
  /** Docs: the doc id of the Previous / Next link, `null` for none (the reading order's otherwise). */
  pagination_prev?: string | null;
  pagination_next?: string | null;
  /** Docs: what other docs' Previous / Next links call this doc. */
  pagination_label?: string;
  /** Docs: no title above the article (a `#` heading in the body still shows). */
  hide_title?: boolean;
  /** Docs: the "Edit this page" URL, `null` for no link. */
  custom_edit_url?: string | null;
  /** Docs: a class on this doc's sidebar item. */
  sidebar_class_name?: string;
  [key: string]: unknown;
}

/** What a doc's, page's or post's route data takes from Docusaurus' `unlisted`, `draft` (a dev server keeps drafts), `keywords` and `image`. */
export function pageMeta(fm: FrontMatter): Pick<PageData, 'unlisted' | 'draft' | 'keywords' | 'image'> {
  return { ...(fm.unlisted === true ? { unlisted: true } : {}), ...(fm.draft === true ? { draft: true } : {}), ...(fm.keywords?.length ? { keywords: fm.keywords } : {}), ...(fm.image ? { image: fm.image } : {}) };
}

export interface ParsedSource {
  frontMatter: FrontMatter;
  body: string;
  /** Lines taken by the frontmatter block, so body line N is file line N + bodyLineOffset. */
  bodyLineOffset: number;
}

// Empty frontmatter (`---` then `---`) and spaces after a fence are frontmatter, as remark-frontmatter and Docusaurus read them.
const FENCE = /^---[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** A UTF-8 byte order mark (what some Windows editors write first) would hide the frontmatter fence. */
/** How many lines the frontmatter block (fences included) takes at the top of `source`; 0 without one. */
export function frontMatterLineCount(source: string): number {
  const m = FENCE.exec(stripBom(source));
  if (!m) return 0;
  return m[0].split('\n').length - (m[0].endsWith('\n') ? 1 : 0);
}

export function stripBom(source: string): string {
  return source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
}

export function parseFrontMatter(input: string, file: string, kind: FrontMatterKind = 'doc'): ParsedSource {
  const source = stripBom(input);
  const m = FENCE.exec(source);
  if (!m) {
    // Only a line of exactly `---` opens frontmatter (as gray-matter reads it): `----` or `--- x` is Markdown.
    if (/^---[ \t]*(?:\r?\n|$)/.test(source)) {
      throw new ContentError([{ rule: 'frontmatter', file, line: 1, column: 1, message: 'frontmatter starts with "---" but has no closing "---" line: end it with a line of "---" alone, or start the page with something else if it has no frontmatter' }]);
    }
    return { frontMatter: {}, body: source, bodyLineOffset: 0 };
  }
  const yamlText = m[1] ?? '';
  const doc = parseDocument(yamlText, { prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    // The YAML starts on the file's line 2, after the opening `---`.
    throw new ContentError([{ rule: 'frontmatter', file, ...yamlErrorPlace(e, yamlText, 1), message: `malformed frontmatter: ${yamlErrorText(e)}; ${YAML_FIX}` }]);
  }
  const read = yamlValue(doc, yamlText, 1);
  if (!('value' in read)) throw new ContentError([{ rule: 'frontmatter', file, line: read.line, column: read.column, message: `malformed frontmatter: ${read.message}` }]);
  const data: unknown = read.value ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    // `title:x` (no space after the colon) is one string to YAML, not a key and its value.
    const hint = typeof data === 'string' && /^[\w-]+:\S/.test(data) ? ': put a space after the colon ("title: x", not "title:x")' : ': write each setting as "key: value" on its own line';
    throw new ContentError([{ rule: 'frontmatter', file, line: 2, column: 1, message: `frontmatter must be a YAML mapping (key: value lines)${hint}` }]);
  }
  const { value, issues } = checkFrontMatter(data as Record<string, unknown>, kind);
  const fm = value as FrontMatter;
  if (issues.length) {
    throw new ContentError(issues.map((i) => ({ rule: 'frontmatter' as const, file, ...placeOfPath(doc, yamlText, i.path, 1), message: `frontmatter "${i.key}" ${i.message}` })));
  }
  // As Docusaurus: the TOC's deepest level cannot be above its first.
  if (typeof fm.toc_min_heading_level === 'number' && typeof fm.toc_max_heading_level === 'number' && fm.toc_min_heading_level > fm.toc_max_heading_level) {
    throw new ContentError([{ rule: 'frontmatter', file, line: lineOfKey(yamlText, 'toc_max_heading_level') + 1, column: 1, message: `frontmatter "toc_max_heading_level" (${fm.toc_max_heading_level}) must not be below toc_min_heading_level (${fm.toc_min_heading_level}): swap them, or remove one` }]);
  }
  const rawDate: unknown = fm.date;
  if (rawDate instanceof Date) fm.date = rawDate.toISOString();
  const consumed = m[0];
  return { frontMatter: fm, body: source.slice(consumed.length), bodyLineOffset: consumed.split('\n').length - 1 };
}

/** File line and column of the value at a key path (falling back to its top-level key), the YAML starting `offset` lines in. */
function placeOfPath(doc: Document, yamlText: string, path: (string | number)[], offset: number): { line: number; column: number } {
  for (let n = path.length; n > 0; n--) {
    const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
    if (node && typeof node === 'object' && node.range) {
      const before = yamlText.slice(0, node.range[0]).split('\n');
      return { line: before.length + offset, column: before.at(-1)!.length + 1 };
    }
  }
  return { line: lineOfKey(yamlText, String(path[0] ?? '')) + offset, column: 1 };
}

function lineOfKey(yamlText: string, key: string): number {
  const idx = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return idx < 0 ? 1 : idx + 1;
}

/** 1-based file line of a frontmatter key, or of `value` in the lines after it, so errors point at the author's text. */
export function frontMatterLine(source: string, key: string, value?: string): number | undefined {
  const lines = source.split('\n');
  const at = lines.findIndex((l, i) => i > 0 && l.startsWith(`${key}:`));
  if (at < 0) return undefined;
  if (value === undefined) return at + 1;
  for (let i = at; i < lines.length && (i === at || !/^\S/.test(lines[i]!)); i++) if (lines[i]!.includes(value)) return i + 1;
  return at + 1;
}
