import { dirname, join, resolve } from 'node:path';
import type { Locale, PageData, SidebarItem } from '../../shared/types.ts';
import { DEFAULT_LOCALE, LOCALES, allLocalePaths, localizePath, perLocale } from '../../shared/locales.ts';
import type { ContentProblem } from './content-error.ts';
import { docPathInfo, pageRoute } from './doc-route.ts';
import { scanSection, type CategoryJson, type ScannedFile } from './scan.ts';
import { buildDocsStructure, neighbours, type SidebarDoc } from './sidebar.ts';
import { buildBlog } from '../blog/blog-pages.ts';

export interface PageRecord {
  /** Final route, with locale prefix. */
  path: string;
  locale: Locale;
  /** MDX file compiled for this route (the English one for an untranslated zh page). */
  source?: ScannedFile;
  data: PageData;
}

export interface SiteModel {
  pages: PageRecord[];
  sidebars: Record<Locale, SidebarItem[]>;
  warnings: ContentProblem[];
  /** Route (locale-free) of every content file, for relative `.md` links. */
  fileRoutes: Map<string, string>;
}

export interface ModelOptions {
  root: string;
  contentDir: string;
  lastUpdates?: Map<string, string>;
  blog: { postsPerPage: number; sidebarCount: number };
}

/** Pairs each locale's files by relative path; a file missing in a locale falls back to English. */
function withFallback(own: ScannedFile[], fallback: ScannedFile[]): { file: ScannedFile; untranslated: boolean }[] {
  const have = new Set(own.map((f) => f.rel));
  return [...own.map((file) => ({ file, untranslated: false })), ...fallback.filter((f) => !have.has(f.rel)).map((file) => ({ file, untranslated: true }))];
}

export function buildSiteModel({ root, contentDir, lastUpdates = new Map(), blog }: ModelOptions): SiteModel {
  const scan = (locale: Locale, section: string) => scanSection(join(contentDir, locale, section), root);
  const docs = perLocale((l) => scan(l, 'docs'));
  const pagesSrc = perLocale((l) => scan(l, 'pages'));
  const pages: PageRecord[] = [];
  const warnings: ContentProblem[] = [];
  const fileRoutes = new Map<string, string>();
  const sidebars = {} as Record<Locale, SidebarItem[]>;
  const seen = new Map<string, string>();

  const claim = (path: string, file: string): boolean => {
    const prev = seen.get(path);
    if (prev) {
      warnings.push({ rule: 'duplicate-route', file, message: `route ${path} is also produced by ${prev}; this file is ignored` });
      return false;
    }
    seen.set(path, file);
    return true;
  };

  for (const locale of LOCALES) {
    const loc = (route: string) => localizePath(route, locale);
    const alternates = allLocalePaths;
    const categories = new Map<string, CategoryJson>([...docs[DEFAULT_LOCALE].categories, ...docs[locale].categories]);
    const entries = withFallback(docs[locale].files, locale === DEFAULT_LOCALE ? [] : docs[DEFAULT_LOCALE].files);
    const sidebarDocs: (SidebarDoc & { entry: (typeof entries)[number]; route: string })[] = [];
    for (const entry of entries) {
      const fm = entry.file.frontMatter;
      const info = docPathInfo(entry.file.rel, fm);
      fileRoutes.set(entry.file.abs, info.route);
      if (!claim(loc(info.route), entry.file.display)) continue;
      const title = fm.title ?? info.name;
      sidebarDocs.push({
        ...info,
        href: loc(info.route),
        label: fm.sidebar_label ?? title,
        title,
        description: fm.description ?? '',
        position: fm.sidebar_position,
        entry,
        route: info.route,
      });
    }
    const structure = buildDocsStructure(sidebarDocs, categories, loc);
    sidebars[locale] = structure.sidebar;
    for (const d of sidebarDocs) {
      const fm = d.entry.file.frontMatter;
      pages.push({
        path: d.href,
        locale,
        source: d.entry.file,
        data: {
          kind: 'doc',
          locale,
          path: d.href,
          title: d.title,
          description: d.description,
          untranslated: d.entry.untranslated || undefined,
          breadcrumbs: structure.breadcrumbs.get(d.href) ?? [],
          ...neighbours(structure.order, d.href),
          lastUpdate: fm.last_update?.date ? String(fm.last_update.date).slice(0, 10) : lastUpdates.get(d.entry.file.abs),
          hideToc: fm.hide_table_of_contents || undefined,
          tocMin: fm.toc_min_heading_level,
          tocMax: fm.toc_max_heading_level,
          alternates: alternates(d.route),
        },
      });
    }
    const root = docsRootAlias(pages, locale, loc('/docs'), structure.order[0]?.href);
    if (root && claim(root.path, `${root.data.canonical} (docs root)`)) pages.push(root);
    for (const g of structure.generatedIndexes) {
      if (!claim(g.href, `_category_.json (${g.title})`)) continue;
      pages.push({
        path: g.href,
        locale,
        data: { kind: 'category', locale, path: g.href, title: g.title, description: g.description, cards: g.cards, breadcrumbs: g.breadcrumbs, ...neighbours(structure.order, g.href), alternates: alternates(localizePath(g.href, DEFAULT_LOCALE)) },
      });
    }
    for (const { file, untranslated } of withFallback(pagesSrc[locale].files, locale === DEFAULT_LOCALE ? [] : pagesSrc[DEFAULT_LOCALE].files)) {
      const route = pageRoute(file.rel, file.frontMatter);
      fileRoutes.set(file.abs, route);
      if (!claim(loc(route), file.display)) continue;
      pages.push({
        path: loc(route),
        locale,
        source: file,
        data: { kind: 'page', locale, path: loc(route), title: file.frontMatter.title ?? route.slice(1), description: file.frontMatter.description ?? '', untranslated: untranslated || undefined, hideToc: file.frontMatter.hide_table_of_contents || undefined, alternates: alternates(route) },
      });
    }
  }
  pages.push(...buildBlog({ root, contentDir, fileRoutes, pair: withFallback, config: blog }));
  return { pages, sidebars, warnings, fileRoutes };
}

/**
 * Without a doc at the docs root (`slug: /`), `/docs` shows the first doc of the sidebar, with
 * its canonical URL pointing at that doc's own route, so old `/docs` links and the navbar still land.
 */
function docsRootAlias(pages: PageRecord[], locale: Locale, rootPath: string, firstHref: string | undefined): PageRecord | undefined {
  if (pages.some((p) => p.path === rootPath)) return undefined;
  const first = pages.find((p) => p.locale === locale && p.path === firstHref && p.data.kind === 'doc');
  if (!first) return undefined;
  const alternates = Object.fromEntries(Object.keys(first.data.alternates).map((l) => [l, localizePath('/docs', l as Locale)]));
  return { ...first, path: rootPath, data: { ...first.data, path: rootPath, canonical: first.path, alternates } };
}

/** Route of a relative `.md` link target, used by remark-links. */
export function resolveFileLink(model: Pick<SiteModel, 'fileRoutes'>, fromFile: string, target: string): string | undefined {
  return model.fileRoutes.get(resolve(dirname(fromFile), decodeURIComponent(target)));
}
