import type { BlogPostSummary, Locale } from '../../shared/types.ts';
import { localeInfo, localizePath } from '../../shared/locales.ts';
import { ContentError } from '../content/content-error.ts';
import { readContent, type ScannedFile } from '../content/scan.ts';
import { resolveAuthors, resolveTags, type AuthorEntry, type TagEntry } from './authors-tags.ts';
import { frontMatterLine } from '../content/frontmatter.ts';
import { markdownParagraphs, postExcerpt } from './plain-text.ts';
import { parsePostDate, parsePostPath, postRoute, whyNoDate, type PostPath } from './post-path.ts';
import { readingMinutes } from './reading-time.ts';

export const BLOG_BASE = '/blog';

export interface BlogPost {
  file: ScannedFile;
  untranslated: boolean;
  /** Docusaurus' `unlisted: true`: its page is built, but no list, feed, tag or author page shows it. */
  unlisted: boolean;
  /** Locale-free route, '/blog/entix-v4'. */
  route: string;
  summary: BlogPostSummary;
  authors: AuthorEntry[];
  tags: TagEntry[];
}

export interface BlogMeta {
  authors: Record<string, Record<string, unknown>>;
  tags: Record<string, Record<string, unknown>>;
}

function postDate(file: ScannedFile, source: string, name: PostPath): string {
  const raw = file.frontMatter.date;
  if (raw !== undefined && raw !== null) {
    const date = parsePostDate(raw);
    const shaped = /^\s*(\d{4}-\d{2}-\d{2})\b/.exec(String(raw))?.[1];
    const message = shaped ? `date ${shaped} does not exist: ${whyNoDate(shaped)}` : `cannot read date "${String(raw)}": write it as YYYY-MM-DD`;
    if (!date) throw new ContentError([{ rule: 'blog', file: file.display, line: frontMatterLine(source, 'date'), message }]);
    return date;
  }
  if (name.date) return name.date;
  if (name.impossibleDate) throw new ContentError([{ rule: 'blog', file: file.display, line: 1, message: `the date ${name.impossibleDate} in the file name does not exist: ${whyNoDate(name.impossibleDate)}` }]);
  throw new ContentError([{ rule: 'blog', file: file.display, line: 1, message: 'post has no date: add "date: YYYY-MM-DD" to the frontmatter or start the file name with YYYY-MM-DD-' }]);
}

/** One locale's posts (a build's scan has left drafts out), each with everything its list entry and page show. */
export function readPosts(entries: { file: ScannedFile; untranslated: boolean }[], locale: Locale, meta: BlogMeta, dev = false): BlogPost[] {
  const loc = (route: string) => localizePath(route, locale);
  const lang = localeInfo(locale).lang;
  const seen = new Map<string, string>();
  const posts: BlogPost[] = [];
  for (const { file, untranslated } of entries) {
    const fm = file.frontMatter;
    const source = readContent(file.abs);
    const ctx = { display: file.display, source };
    const name = parsePostPath(file.rel);
    const route = postRoute(BLOG_BASE, fm.slug, name.slug);
    const prev = seen.get(route);
    if (prev) throw new ContentError([{ rule: 'blog', file: file.display, line: frontMatterLine(source, 'slug'), message: `post route ${route} is also used by ${prev}` }]);
    seen.set(route, file.display);
    const authors = resolveAuthors(fm.authors, meta.authors, loc(`${BLOG_BASE}/authors`), ctx);
    const tags = resolveTags(fm.tags, meta.tags, loc(`${BLOG_BASE}/tags`), ctx);
    const excerpt = postExcerpt(file.body);
    posts.push({
      file,
      untranslated,
      // The dev server lists it (site-model.ts' `drafts`); its page still has the banner.
      unlisted: fm.unlisted === true && !dev,
      route,
      authors,
      tags,
      summary: {
        title: fm.title ?? name.slug,
        href: loc(route),
        date: postDate(file, source, name),
        description: fm.description ?? excerpt.paragraphs[0] ?? '',
        authors: authors.map(({ key: _key, ...a }) => a),
        tags: tags.map(({ key: _key, description: _d, ...t }) => t),
        readingMinutes: readingMinutes(markdownParagraphs(file.body).join('\n'), lang),
        excerpt: excerpt.paragraphs,
        truncated: excerpt.truncated,
        image: typeof fm.image === 'string' ? fm.image : undefined,
        untranslated: untranslated || undefined,
      },
    });
  }
  return posts;
}
