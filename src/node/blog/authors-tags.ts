import { existsSync } from 'node:fs';
import { readContent } from '../content/scan.ts';
import { parseDocument } from 'yaml';
import type { BlogAuthor, BlogTag } from '../../shared/types.ts';
import { ContentError } from '../content/content-error.ts';
import { slugify } from '../content/slugify.ts';
import { frontMatterLine } from '../content/frontmatter.ts';

export type AuthorEntry = BlogAuthor & { key?: string };
export type TagEntry = BlogTag & { key: string };
export type YamlMap = Record<string, Record<string, unknown>>;

/** Reads authors.yml / tags.yml (a missing file is an empty map); bad YAML fails with its line. */
export function loadYamlMap(abs: string, display: string): YamlMap {
  if (!existsSync(abs)) return {};
  const doc = parseDocument(readContent(abs), { prettyErrors: false });
  const err = doc.errors[0];
  if (err) throw new ContentError([{ rule: 'blog', file: display, line: err.linePos?.[0]?.line, message: `malformed YAML: ${err.message.split('\n')[0]}` }]);
  const data: unknown = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) throw new ContentError([{ rule: 'blog', file: display, line: 1, message: 'must be a mapping of key: {…}' }]);
  return data as YamlMap;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}

function toAuthor(raw: Record<string, unknown>, key?: string): AuthorEntry {
  return { key, name: str(raw.name) ?? key ?? '', title: str(raw.title), url: str(raw.url), imageUrl: str(raw.image_url) ?? str(raw.imageURL) };
}

export interface PostContext {
  display: string;
  source: string;
}

/** Frontmatter `authors`: a key, an inline object, or a list of either. */
export function resolveAuthors(value: unknown, known: YamlMap, authorsBase: string, ctx: PostContext): AuthorEntry[] {
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  return list.map((a: unknown) => {
    if (typeof a === 'string') {
      const raw = known[a];
      if (!raw) throw new ContentError([{ rule: 'blog', file: ctx.display, line: frontMatterLine(ctx.source, 'authors', a), message: `unknown author "${a}": add it to blog/authors.yml or write the author inline` }]);
      return { ...toAuthor(raw, a), href: `${authorsBase}/${a}` };
    }
    if (a && typeof a === 'object' && typeof (a as { name?: unknown }).name === 'string') return toAuthor(a as Record<string, unknown>);
    throw new ContentError([{ rule: 'blog', file: ctx.display, line: frontMatterLine(ctx.source, 'authors'), message: 'each author must be a key from blog/authors.yml or an object with a "name"' }]);
  });
}

/** tags.yml entry → tag; its route comes from `permalink`, else the key. */
export function tagFromYaml(key: string, raw: Record<string, unknown>, tagsBase: string): TagEntry {
  const permalink = (str(raw.permalink) ?? key).replace(/^\/+/, '');
  return { key, label: str(raw.label) ?? key, description: str(raw.description), href: `${tagsBase}/${permalink}` };
}

/** Frontmatter `tags`: keys into tags.yml, or inline labels / `{label, permalink}` objects. */
export function resolveTags(value: unknown, known: YamlMap, tagsBase: string, ctx: PostContext): TagEntry[] {
  const list = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
  return list.map((t: unknown) => {
    if (typeof t === 'string' || typeof t === 'number') {
      const key = String(t);
      const raw = known[key];
      return raw ? tagFromYaml(key, raw, tagsBase) : { key: slugify(key), label: key, href: `${tagsBase}/${slugify(key)}` };
    }
    if (t && typeof t === 'object' && typeof (t as { label?: unknown }).label === 'string') {
      const { label, permalink } = t as { label: string; permalink?: unknown };
      const slug = (str(permalink) ?? slugify(label)).replace(/^\/+/, '');
      return { key: slug, label, href: `${tagsBase}/${slug}` };
    }
    throw new ContentError([{ rule: 'blog', file: ctx.display, line: frontMatterLine(ctx.source, 'tags'), message: 'each tag must be a string or an object with a "label"' }]);
  });
}
