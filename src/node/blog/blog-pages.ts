import { join, relative } from 'node:path';
import type { BlogPageData, BlogRouteKind, Locale } from '../../shared/types.ts';
import { defaultLocale, locales, localizePath, perLocale } from '../../shared/locales.ts';
import { translate } from '../../shared/i18n/index.ts';
import type { PageDraft } from '../content/site-model.ts';
import type { ContentProblem } from '../content/content-error.ts';
import { scanSection, type ScannedFile } from '../content/scan.ts';
import { pageMeta } from '../content/frontmatter.ts';
import { loadYamlMap } from './authors-tags.ts';
import { indexPages } from './index-pages.ts';
import { listPageRoute, newestFirst, paginate, sidebarGroups } from './lists.ts';
import { BLOG_BASE, readPosts, type BlogMeta, type BlogPost } from './posts.ts';

type Pairing = (own: ScannedFile[], fallback: ScannedFile[]) => { file: ScannedFile; untranslated: boolean }[];

export interface BlogOptions {
  root: string;
  contentDir: string;
  /** Locale-free route of every content file, for relative `.md` links; posts are added. */
  fileRoutes: Map<string, string>;
  /** site-model's translation pairing, so a zh route without a translation shows the English post. */
  pair: Pairing;
  /** The site config's blog settings (validated, with overrides). */
  config: { postsPerPage: number; sidebarCount: number };
  /** Keep posts marked `draft: true` (the dev server), as scanSection does. */
  drafts?: boolean;
  /** Scan warnings (empty files) go here. */
  warnings?: ContentProblem[];
}

export interface BlogPageInput {
  route: string;
  kind: BlogRouteKind;
  title: string;
  description: string;
  blog: BlogPageData;
  source?: ScannedFile;
  extra?: Partial<PageDraft['data']>;
}

function readMeta(contentDir: string, root: string, locale: Locale): BlogMeta {
  const load = (l: Locale, name: string) => {
    const abs = join(contentDir, l, 'blog', name);
    return loadYamlMap(abs, relative(root, abs).replace(/\\/g, '/'));
  };
  // A translated file overrides the default locale's entries key by key; the others still resolve.
  return {
    authors: { ...load(defaultLocale(), 'authors.yml'), ...(locale === defaultLocale() ? {} : load(locale, 'authors.yml')) },
    tags: { ...load(defaultLocale(), 'tags.yml'), ...(locale === defaultLocale() ? {} : load(locale, 'tags.yml')) },
  };
}

function localePages(locale: Locale, posts: BlogPost[], config: BlogOptions['config']): BlogPageInput[] {
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(locale, key, vars);
  const loc = (route: string) => localizePath(route, locale);
  // Lists, the sidebar, feeds (read from the lists) and Newer / Older links show listed posts only, as in Docusaurus.
  const listed = posts.filter((p) => !p.unlisted);
  const summaries = listed.map((p) => p.summary);
  const sidebar = sidebarGroups(summaries, config.sidebarCount);
  const out: BlogPageInput[] = [];
  const pages = paginate(summaries, config.postsPerPage);
  pages.forEach((list, i) => {
    const n = i + 1;
    out.push({
      route: listPageRoute(BLOG_BASE, n),
      kind: 'blog-list',
      title: n === 1 ? t('blog.title') : t('blog.pageTitle', { page: n }),
      description: t('blog.description'),
      blog: { posts: list, sidebar, pagination: { page: n, pages: pages.length, newer: n > 1 ? loc(listPageRoute(BLOG_BASE, n - 1)) : undefined, older: n < pages.length ? loc(listPageRoute(BLOG_BASE, n + 1)) : undefined } },
    });
  });
  posts.forEach((p) => {
    const link = (q?: BlogPost) => (q ? { title: q.summary.title, href: q.summary.href } : undefined);
    const fm = p.file.frontMatter;
    const i = p.unlisted ? -1 : listed.indexOf(p);
    out.push({
      route: p.route,
      kind: 'blog-post',
      title: p.summary.title,
      description: p.summary.description,
      source: p.file,
      blog: { post: { ...p.summary, excerpt: [] }, newer: i < 0 ? undefined : link(listed[i - 1]), older: i < 0 ? undefined : link(listed[i + 1]), sidebar },
      extra: { untranslated: p.untranslated || undefined, ...pageMeta(fm), hideToc: fm.hide_table_of_contents || undefined, tocMin: fm.toc_min_heading_level, tocMax: fm.toc_max_heading_level },
    });
  });
  out.push(...indexPages(locale, posts, sidebar));
  return out;
}

/** Every blog route of every locale: lists, posts, archive, authors and tags. */
export function buildBlog({ root, contentDir, fileRoutes, pair, config, warnings = [], drafts = false }: BlogOptions): PageDraft[] {
  const files = perLocale((l) => {
    const s = scanSection(join(contentDir, l, 'blog'), root, 'blog', drafts);
    warnings.push(...s.warnings);
    return s.files;
  });
  const inputs = locales().map((locale) => {
    const posts = newestFirst(readPosts(pair(files[locale]!, locale === defaultLocale() ? [] : files[defaultLocale()]!), locale, readMeta(contentDir, root, locale), drafts).map((p) => ({ ...p, date: p.summary.date, href: p.summary.href })));
    for (const p of posts) fileRoutes.set(p.file.abs, p.route);
    return { locale, pages: posts.length ? localePages(locale, posts, config) : [] };
  });
  return inputs.flatMap(({ locale, pages }) =>
    pages.map((p): PageDraft => {
      const path = localizePath(p.route, locale);
      // The other languages' versions are the site model's to link (linkAlternates), by route identity.
      return { path, locale, source: p.source, data: { kind: p.kind, locale, path, title: p.title, description: p.description, ...p.extra, blog: p.blog, alternates: {} } };
    }),
  );
}
