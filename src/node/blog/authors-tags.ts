import { existsSync } from 'node:fs';
import { readContent } from '../content/scan.ts';
import { parseDocument } from 'yaml';
import type { BlogAuthor, BlogTag } from '../../shared/types.ts';
import { ContentError } from '../content/content-error.ts';
import { slugify } from '../content/slugify.ts';
import { frontMatterLine } from '../content/frontmatter.ts';
import { keyLine } from '../content/category-json.ts';
import { yamlErrorPlace, yamlErrorText, yamlValue, YAML_FIX } from '../content/yaml-place.ts';

export type AuthorEntry = BlogAuthor & { key?: string };
export type TagEntry = BlogTag & { key: string };
export type YamlMap = Record<string, Record<string, unknown>>;

/** Where each entry of a YAML map file was written, for errors found later in an entry: file and the key's line. */
const entrySource = new WeakMap<object, { file: string; line: number }>();

/** Reads authors.yml / tags.yml (a missing file is an empty map); bad YAML fails with its line. */
export function loadYamlMap(abs: string, display: string): YamlMap {
  if (!existsSync(abs)) return {};
  const text = readContent(abs);
  const doc = parseDocument(text, { prettyErrors: false });
  const err = doc.errors[0];
  if (err) throw new ContentError([{ rule: 'blog', file: display, ...yamlErrorPlace(err, text), message: `malformed YAML: ${yamlErrorText(err)}; ${YAML_FIX}` }]);
  const read = yamlValue(doc, text);
  if (!('value' in read)) throw new ContentError([{ rule: 'blog', file: display, line: read.line, column: read.column, message: `malformed YAML: ${read.message}` }]);
  const data: unknown = read.value ?? {};
  if (typeof data !== 'object' || Array.isArray(data) || data === null) throw new ContentError([{ rule: 'blog', file: display, line: 1, message: 'must be a mapping of key: {…}' }]);
  for (const [key, entry] of Object.entries(data)) if (entry && typeof entry === 'object') entrySource.set(entry, { file: display, line: keyLine(text, key).line });
  return data as YamlMap;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}

/** Docusaurus' social platforms: a handle becomes this URL. */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
};

/** An author's `socials`, as Docusaurus reads them: platform → handle (a known platform) or full URL. */
function socialsOf(value: unknown, where: () => { file: string; line?: number }, who: string): BlogAuthor['socials'] {
  if (value === undefined) return undefined;
  const fail = (message: string) => { throw new ContentError([{ rule: 'blog', ...where(), message: `author "${who}": ${message}` }]); };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail('socials must be a mapping of platform: handle or URL');
  return Object.entries(value as Record<string, unknown>).map(([platform, v]) => {
    if (typeof v !== 'string' || !v.trim()) return fail(`socials.${platform} must be a handle or a URL`);
    if (/^https?:\/\//.test(v)) return { platform, url: v };
    const make = SOCIAL_URLS[platform.toLowerCase()];
    if (!make) return fail(`socials.${platform}: "${v}" is a handle, but ${platform} is not a platform Docusaurus knows (${Object.keys(SOCIAL_URLS).join(', ')}): write the full URL`);
    return { platform, url: make(v.replace(/^@/, '')) };
  });
}

function toAuthor(raw: Record<string, unknown>, where: () => { file: string; line?: number }, key?: string): AuthorEntry {
  const name = str(raw.name) ?? key ?? '';
  const socials = socialsOf(raw.socials, where, key ?? name);
  return { key, name, title: str(raw.title), url: str(raw.url), imageUrl: str(raw.image_url) ?? str(raw.imageURL), ...(socials?.length ? { socials } : {}) };
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
      return { ...toAuthor(raw, () => entrySource.get(raw) ?? { file: ctx.display }, a), href: `${authorsBase}/${a}` };
    }
    if (a && typeof a === 'object' && typeof (a as { name?: unknown }).name === 'string') return toAuthor(a as Record<string, unknown>, () => ({ file: ctx.display, line: frontMatterLine(ctx.source, 'authors') }));
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
