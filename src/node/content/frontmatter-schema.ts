import { z } from 'zod';
import { closestKey } from './closest-key.ts';

/**
 * Docusaurus 3's frontmatter keys and types for docs, blog posts and pages, so a file Docusaurus
 * rejects (`keywords: [a, NULL]`) fails here too. Keys Docusaurus does not know are kept and ignored.
 */
export type FrontMatterKind = 'doc' | 'blog' | 'page';

const str = z.string();
// Docusaurus (Joi) reads "2" as a number and "true" as a boolean, but never a number as a string.
const num = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v), z.number());
const bool = z.preprocess((v) => (typeof v === 'string' && /^(true|false)$/i.test(v) ? v.toLowerCase() === 'true' : v), z.boolean());
const headingLevel = num.pipe(z.number().int().min(2).max(6));
const tag = z.union([str, z.looseObject({ label: str, permalink: str.optional(), description: str.optional() })]);
const author = z.union([str, z.looseObject({ name: str.optional(), key: str.optional(), title: str.optional(), url: str.optional(), image_url: str.optional(), imageURL: str.optional(), email: str.optional() })]);
const lastUpdate = z.looseObject({ date: z.union([str, z.date()]).optional(), author: str.optional() });

// A `..` or `.` segment would put the page outside its section (`/docs/../../x`, also in the sitemap).
const slug = str.refine((s) => !s.split(/[\\/]/).some((seg) => seg === '..' || seg === '.'), { message: 'must not contain a ".." or "." segment, which would put the page outside its section: write the route itself, e.g. "/guide/setup" (from the section\'s root) or "setup" (from the file\'s folder)' });
// A `?` or `#` would end the route's path in every browser: the page could never be reached.
const routeSlug = slug.refine((s) => !/[?#]/.test(s), { message: 'must not contain "?" or "#", which end a URL\'s path, so no link could reach the page: use letters, digits, "-" and "/"' });

const common = {
  id: str,
  title: str,
  description: str,
  keywords: z.array(str),
  image: str,
  slug: routeSlug,
  draft: bool,
  unlisted: bool,
  hide_table_of_contents: bool,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  last_update: lastUpdate,
};

const nullableStr = str.nullable();

const SHAPES = {
  doc: {
    ...common,
    tags: z.array(tag),
    sidebar_label: str,
    sidebar_position: num,
    sidebar_class_name: str,
    sidebar_custom_props: z.record(str, z.unknown()),
    sidebar_key: str,
    displayed_sidebar: nullableStr,
    hide_title: bool,
    pagination_label: str,
    pagination_next: nullableStr,
    pagination_prev: nullableStr,
    parse_number_prefixes: bool,
    custom_edit_url: nullableStr,
  },
  blog: {
    ...common,
    tags: z.array(tag),
    date: z.union([str, z.date()]),
    authors: z.union([author, z.array(author)]),
    author: str,
    author_url: str,
    author_title: str,
    author_image_url: str,
    sidebar_label: str,
  },
  page: { ...common, wrapperClassName: str },
};

// Every key is optional, as in Docusaurus; `null` (an empty `key:` line) is a wrong type there too.
const SCHEMAS: Record<FrontMatterKind, z.ZodType> = {
  doc: z.looseObject(SHAPES.doc).partial(),
  blog: z.looseObject(SHAPES.blog).partial(),
  page: z.looseObject(SHAPES.page).partial(),
};

export interface FrontMatterIssue {
  /** Key path as written, 'keywords' or 'keywords[4]'. */
  key: string;
  path: (string | number)[];
  message: string;
}

/** The frontmatter with Docusaurus' conversions applied, and every wrongly typed key. */
export function checkFrontMatter(data: Record<string, unknown>, kind: FrontMatterKind): { value: Record<string, unknown>; issues: FrontMatterIssue[] } {
  const result = SCHEMAS[kind].safeParse(data);
  if (result.success) return { value: result.data as Record<string, unknown>, issues: [] };
  const issues = result.error.issues.map((issue) => {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const key = path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');
    return { key, path, message: describe(issue, valueAt(data, path)) };
  });
  return { value: data, issues };
}

function valueAt(data: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((v, p) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[p] : undefined), data);
}

const NOUN: Record<string, string> = { string: 'a string', number: 'a number', boolean: 'true or false', array: 'a list', object: 'a mapping (key: value lines)', date: 'a date' };

/** How to write a value of each type, for the second half of a type error. */
const FIX: Record<string, string> = {
  number: 'write the number without quotes, as in "sidebar_position: 3"',
  boolean: 'write true or false without quotes',
  array: 'write a list, as in "tags: [a, b]" or one "- item" line each',
  object: 'write its keys on the lines below it, indented',
  date: 'write the date as YYYY-MM-DD',
  string: 'write it as text on the line of its key',
};

/** The forms a key of several accepted shapes takes, for its "wrong form" error. */
const UNION_FIX: Record<string, string> = {
  authors: 'write an author key from authors.yml, a list of them, or a mapping with name (and title, url, image_url)',
  tags: 'write each tag as text, or as a mapping with label (and permalink, description)',
  date: 'write the date as YYYY-MM-DD',
  last_update: 'write date: YYYY-MM-DD and author: a name on the lines below it, indented',
};

function describe(issue: z.core.$ZodIssue, value: unknown): string {
  const got = value === null ? 'null' : typeof value === 'number' ? `the number ${value}` : typeof value === 'string' ? `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"` : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a mapping' : typeof value;
  if (issue.code === 'invalid_type') {
    const hint = issue.expected === 'string' && (value === null || typeof value === 'number' || typeof value === 'boolean') ? (value === null ? ' (write it in quotes if it is text)' : ' (write it in quotes)') : '';
    return `must be ${NOUN[issue.expected] ?? issue.expected}, not ${got}${hint || (FIX[issue.expected] ? `: ${FIX[issue.expected]}` : '')}`;
  }
  if (issue.code === 'invalid_union') return `has the wrong form (got ${got}): ${UNION_FIX[String(issue.path[0])] ?? 'write it as Docusaurus documents this key'}`;
  if (issue.code === 'too_small' || issue.code === 'too_big') return `must be a whole number from 2 to 6: write one of 2, 3, 4, 5, 6`;
  return issue.message;
}

/**
 * Keys a writer probably misspelt: unknown to Docusaurus and a slip away from a known one.
 * Any other key is the writer's own (Docusaurus passes those through), so it is not named.
 */
export function misspeltKeys(data: Record<string, unknown>, kind: FrontMatterKind): { key: string; near: string }[] {
  const known = Object.keys(SHAPES[kind]);
  return Object.keys(data).filter((k) => !known.includes(k)).flatMap((key) => {
    const near = closestKey(key, known);
    return near ? [{ key, near }] : [];
  });
}
