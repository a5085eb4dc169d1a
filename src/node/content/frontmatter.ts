import { parseDocument } from 'yaml';
import { ContentError } from './content-error.ts';

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
  [key: string]: unknown;
}

export interface ParsedSource {
  frontMatter: FrontMatter;
  body: string;
  /** Lines taken by the frontmatter block, so body line N is file line N + bodyLineOffset. */
  bodyLineOffset: number;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const TYPES: Record<string, 'string' | 'number' | 'boolean' | 'string[]' | 'object'> = {
  id: 'string',
  title: 'string',
  sidebar_label: 'string',
  sidebar_position: 'number',
  slug: 'string',
  description: 'string',
  keywords: 'string[]',
  hide_table_of_contents: 'boolean',
  toc_min_heading_level: 'number',
  toc_max_heading_level: 'number',
  last_update: 'object',
};

export function parseFrontMatter(source: string, file: string): ParsedSource {
  const m = FENCE.exec(source);
  if (!m) {
    if (source.startsWith('---')) {
      throw new ContentError([{ rule: 'frontmatter', file, line: 1, message: 'frontmatter starts with "---" but has no closing "---" line' }]);
    }
    return { frontMatter: {}, body: source, bodyLineOffset: 0 };
  }
  const doc = parseDocument(m[1] ?? '', { prettyErrors: false });
  if (doc.errors.length) {
    const e = doc.errors[0]!;
    const line = (e.linePos?.[0]?.line ?? 1) + 1;
    throw new ContentError([{ rule: 'frontmatter', file, line, column: e.linePos?.[0]?.col, message: `malformed frontmatter: ${e.message.split('\n')[0]}` }]);
  }
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) {
    throw new ContentError([{ rule: 'frontmatter', file, line: 2, message: 'frontmatter must be a YAML mapping (key: value lines)' }]);
  }
  const fm = data as FrontMatter;
  // YAML reads `- 40001` as a number; a keyword is text either way.
  if (Array.isArray(fm.keywords)) fm.keywords = fm.keywords.map((k: unknown) => (k === null || typeof k !== 'object' ? String(k ?? 'null') : k)) as string[];
  for (const [key, type] of Object.entries(TYPES)) {
    const value = fm[key];
    if (value === undefined || value === null) continue;
    const ok =
      type === 'string[]' ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : type === 'object' ? typeof value === 'object' && !Array.isArray(value)
      : typeof value === type;
    if (!ok) {
      const line = lineOfKey(m[1] ?? '', key) + 1;
      throw new ContentError([{ rule: 'frontmatter', file, line, message: `frontmatter "${key}" must be ${type === 'string[]' ? 'a list of strings' : `a ${type}`}` }]);
    }
  }
  const rawDate: unknown = fm.date;
  if (rawDate instanceof Date) fm.date = rawDate.toISOString();
  const consumed = m[0];
  return { frontMatter: fm, body: source.slice(consumed.length), bodyLineOffset: consumed.split('\n').length - 1 };
}

function lineOfKey(yamlText: string, key: string): number {
  const idx = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return idx < 0 ? 1 : idx + 1;
}
