import { z } from 'zod';
import { parseDocument } from 'yaml';
import type { ContentProblem } from './content-error.ts';
import { stripBom } from './frontmatter.ts';
import { unknownKeyHint } from './closest-key.ts';
import { yamlErrorPlace, yamlErrorText, yamlValue, YAML_FIX } from './yaml-place.ts';
import { escapeRegExp } from '../../shared/escape-regexp.ts';

export interface CategoryJson {
  label?: string;
  position?: number;
  link?: { type: 'generated-index'; slug?: string; title?: string; description?: string } | { type: 'doc'; id: string } | null;
  description?: string;
  /** On the category's sidebar item. */
  className?: string;
}

const LINK_TYPES = ['generated-index', 'doc'];

// Docusaurus' _category_.json keys (an unknown one fails first: unknownCategoryKey; customProps is kept and ignored).
const schema = z.looseObject({
  label: z.string().optional(),
  className: z.string().optional(),
  position: z.number().optional(),
  description: z.string().optional(),
  collapsible: z.boolean().optional(),
  collapsed: z.boolean().optional(),
  link: z.union([
    z.null(),
    z.looseObject({ type: z.literal('generated-index'), slug: z.string().optional(), title: z.string().optional(), description: z.string().optional(), keywords: z.array(z.string()).optional(), image: z.string().optional() }),
    z.looseObject({ type: z.literal('doc'), id: z.string() }),
  ]).optional(),
});

/** Docusaurus' `_category_.json` keys, and those of its `link`. */
export const CATEGORY_KEYS = ['label', 'position', 'collapsible', 'collapsed', 'className', 'link', 'customProps', 'description', 'key'] as const;
const LINK_KEYS = ['type', 'slug', 'title', 'description', 'keywords', 'image', 'id'] as const;

/** The first key no category (or its link) has: a misspelt "lable" would otherwise be ignored. */
function unknownCategoryKey(data: unknown): { key: string; path: string; known: readonly string[] } | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  for (const key of Object.keys(data)) if (!(CATEGORY_KEYS as readonly string[]).includes(key)) return { key, path: key, known: CATEGORY_KEYS };
  const link = (data as { link?: unknown }).link;
  if (link && typeof link === 'object' && !Array.isArray(link)) {
    for (const key of Object.keys(link)) if (!(LINK_KEYS as readonly string[]).includes(key)) return { key, path: `link.${key}`, known: LINK_KEYS };
  }
  return undefined;
}

/** Line and column (1-based) of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Docusaurus' category file names: `_category_.json`, or the same in YAML. */
export const CATEGORY_FILE = /(?:^|\/)_category_\.(?:json|ya?ml)$/;

/** Parses a `_category_.json` (or `.yml`); a problem names the file and line:column, never a bare "position 37". */
export function parseCategoryJson(input: string, file: string): { category?: CategoryJson; problem?: ContentProblem } {
  const text = stripBom(input);
  let data: unknown;
  if (/\.ya?ml$/.test(file)) {
    const doc = parseDocument(text, { prettyErrors: false });
    const err = doc.errors[0];
    if (err) return { problem: { rule: 'category', file, ...yamlErrorPlace(err, text), message: `invalid YAML: ${yamlErrorText(err)}; ${YAML_FIX}` } };
    const read = yamlValue(doc, text);
    if (!('value' in read)) return { problem: { rule: 'category', file, line: read.line, column: read.column, message: `invalid YAML: ${read.message}` } };
    data = read.value ?? {};
  } else {
    try {
      data = JSON.parse(text);
    } catch (e) {
      const message = (e as Error).message;
      const pos = /at position (\d+)/.exec(message);
      const at = pos ? lineColumn(text, Number(pos[1])) : /end of JSON input/.test(message) ? lineColumn(text, text.trimEnd().length) : { line: 1, column: 1 };
      return { problem: { rule: 'category', file, ...at, message: `invalid JSON: ${message.replace(/\s*(in JSON )?at position \d+.*$/, '').replace(/ in JSON$/, '')}` } };
    }
  }
  const unknown = unknownCategoryKey(data);
  if (unknown) return { problem: { rule: 'category', file, ...keyLine(text, unknown.key), message: `unknown key "${unknown.path}": ${unknownKeyHint(unknown.key, unknown.known)} (a setting of your own goes in "customProps")` } };
  const result = schema.safeParse(data);
  if (result.success) return { category: result.data as CategoryJson };
  const issue = result.error.issues[0]!;
  const obj = data as { link?: { type?: unknown } } | null;
  const linkType = obj?.link && typeof obj.link === 'object' ? obj.link.type : undefined;
  if (issue.path[0] === 'link' && typeof linkType === 'string' && !LINK_TYPES.includes(linkType)) {
    return { problem: { rule: 'category', file, ...keyLine(text, 'type'), message: `unknown link type "${linkType}": use "generated-index" or "doc"` } };
  }
  const key = issue.path.filter((p) => typeof p !== 'symbol').join('.');
  const message = issue.path[0] === 'link'
    ? 'link must be {"type": "generated-index", "slug": …} or {"type": "doc", "id": "…"}'
    : `"${key}" must be ${issue.code === 'invalid_type' ? `a ${issue.expected}` : 'valid'}`;
  return { problem: { rule: 'category', file, ...keyLine(text, String(issue.path[issue.path.length - 1] ?? issue.path[0] ?? '')), message } };
}

/** Where a key is written: `"key"` in JSON, `key:` starting a YAML line. */
export function keyLine(text: string, key: string): { line: number; column: number } {
  const json = text.indexOf(`"${key}"`);
  let yaml: RegExpExecArray | null = null;
  // A key too long for a regular expression (a pasted blob) has no line to name, and must not crash the scan.
  try { yaml = json < 0 ? new RegExp(`^([ \\t]*)${escapeRegExp(key)}[ \\t]*:`, 'm').exec(text) : null; } catch { yaml = null; }
  const i = json >= 0 ? json : yaml ? yaml.index + yaml[1]!.length : -1;
  return i < 0 ? { line: 1, column: 1 } : lineColumn(text, i);
}
