import { join } from 'node:path';
import type { BlogTag, Locale, PageData, SidebarItem } from '../../shared/types.ts';
import { defaultLocale, locales, localizePath, perLocale } from '../../shared/locales.ts';
import { ContentError, type ContentProblem } from './content-error.ts';
import { keyLine } from './category-json.ts';
import { docPathInfo, pageRoute } from './doc-route.ts';
import { readContent, scanSection, type CategoryJson, type ScannedFile, type ScannedSection } from './scan.ts';
import { versionDocsDir } from './versions.ts';
import { frontMatterLine, pageMeta, stripBom } from './frontmatter.ts';
import { buildDocsStructure, neighbours, type SidebarDoc } from './sidebar.ts';
import { docPagination, type PaginationKey } from './pagination.ts';
import { docTagPages, docTags, docTagsFile } from './doc-tags.ts';
import { buildBlog } from '../blog/blog-pages.ts';
import { pageKey, parseRoute, sidebarKey, type RouteId, type VersionRoute } from '../../shared/route-id.ts';

export interface PageRecord {
  /** Final route, with locale prefix. */
  path: string;
  locale: Locale;
  /** What the route is (shared/route-id.ts), parsed once from `path`. */
  id: RouteId;
  /** MDX file compiled for this route (the English one for an untranslated zh page). */
  source?: ScannedFile;
  data: PageData;
}

/** A page before the model parses its identity. */
export type PageDraft = Omit<PageRecord, 'id'>;

export interface SiteModel {
  pages: PageRecord[];
  /** One sidebar per locale and docs version, by sidebarKey(locale, version). */
  sidebars: Record<string, SidebarItem[]>;
  warnings: ContentProblem[];
  /** Route (locale-free) of every content file, for relative `.md` links. */
  fileRoutes: Map<string, string>;
}

export interface ModelOptions {
  root: string;
  contentDir: string;
  lastUpdates?: Map<string, string>;
  blog: { postsPerPage: number; sidebarCount: number };
  /** The current docs version's route (the site config's `docs.versions[0].path`, '/docs'). */
  docsPath: string;
  /** Every docs version's route (the site config's `docs.versions`); the current one alone when left out. */
  versions?: VersionRoute[];
  /**
   * The dev server: as Docusaurus' does, it keeps pages marked `draft: true` (a build leaves them
   * out) and lists `unlisted: true` ones (a build hides them); both keep their banners.
   */
  drafts?: boolean;
}

/** Pairs each locale's files by relative path; a file missing in a locale falls back to English. */
function withFallback(own: ScannedFile[], fallback: ScannedFile[]): { file: ScannedFile; untranslated: boolean }[] {
  const have = new Set(own.map((f) => f.rel));
  return [...own.map((file) => ({ file, untranslated: false })), ...fallback.filter((f) => !have.has(f.rel)).map((file) => ({ file, untranslated: true }))];
}

type Entry = { file: ScannedFile; untranslated: boolean };

/**
 * The order in which files claim routes, so that the winner of a duplicate route never depends on
 * which file sorts first: a translated file before an English fallback, a file whose own path gives
 * the route before one whose `slug` lands on it, then file path order.
 */
function byClaimOrder<T extends Entry>(entries: T[]): T[] {
  const rank = (e: T) => (e.untranslated ? 2 : 0) + (typeof e.file.frontMatter.slug === 'string' ? 1 : 0);
  return [...entries].sort((a, b) => rank(a) - rank(b) || (a.file.display < b.file.display ? -1 : a.file.display > b.file.display ? 1 : 0));
}

function whyLost(e: Entry): string {
  if (e.untranslated) return 'it is the English fallback for an untranslated page';
  if (typeof e.file.frontMatter.slug === 'string') return `its slug "${e.file.frontMatter.slug}" collides with a route another file already has`;
  return 'both routes come from file paths; the first by file path wins';
}

/** The line that gives a file its route: its `slug:` line, else the first. */
function routeLine(file: ScannedFile): number {
  if (typeof file.frontMatter.slug !== 'string') return 1;
  try { return frontMatterLine(readContent(file.abs), 'slug') ?? 1; } catch { return 1; }
}

export function buildSiteModel({ root, contentDir, lastUpdates = new Map(), blog, docsPath, versions = [{ name: 'current', path: docsPath }], drafts = false }: ModelOptions): SiteModel {
  const warnings: ContentProblem[] = [];
  const scan = (dir: string, kind: 'doc' | 'page') => {
    const s = scanSection(dir, root, kind, drafts);
    warnings.push(...s.warnings);
    return s;
  };
  // Each version's docs of each locale: content/<locale>/docs/ for the current one, versioned_docs/version-<name>/ for the others.
  const docsByVersion = new Map(versions.map((v) => [v.name, perLocale((l) => scan(versionDocsDir(contentDir, l, v.name), 'doc'))]));
  const pagesSrc = perLocale((l) => scan(join(contentDir, l, 'pages'), 'page'));
  const pages: PageDraft[] = [];
  const categoryErrors: ContentProblem[] = [];
  const navErrors: ContentProblem[] = [];
  const fileRoutes = new Map<string, string>();
  const sidebars: Record<string, SidebarItem[]> = {};
  const seen = new Map<string, string>();

  /** `file` claims `path`; `from` is the content file that asks, whose route line (its slug's, or 1) the warning names. */
  const claim = (path: string, file: string, why = 'it comes later in file order', from?: ScannedFile): boolean => {
    const line = from ? routeLine(from) : undefined;
    const at = line ? `${file}:${line}` : file;
    const prev = seen.get(path);
    if (prev) {
      warnings.push({ rule: 'duplicate-route', file, line, message: `route ${path} is produced by both ${prev} and ${at}: ${prev} is published and ${at} is not (${why}); give one of them another slug or file name` });
      return false;
    }
    seen.set(path, at);
    return true;
  };

  /** One docs version of one locale: its pages, tag pages, docs root, category indexes and sidebar. */
  const docsVersion = (locale: Locale, version: VersionRoute, docs: Record<Locale, ScannedSection>) => {
    const base = version.path;
    const loc = (route: string) => localizePath(route, locale);
    const categories = new Map<string, CategoryJson>([...docs[defaultLocale()]!.categories, ...docs[locale]!.categories]);
    const categoryFiles = new Map([...docs[defaultLocale()]!.categoryFiles, ...docs[locale]!.categoryFiles]);
    const entries = byClaimOrder(withFallback(docs[locale]!.files, locale === defaultLocale() ? [] : docs[defaultLocale()]!.files));
    const knownTags = docTagsFile(versionDocsDir(contentDir, locale, version.name), root);
    const sidebarDocs: (SidebarDoc & { entry: (typeof entries)[number]; route: string; tags?: BlogTag[] })[] = [];
    for (const entry of entries) {
      const fm = entry.file.frontMatter;
      const info = docPathInfo(entry.file.rel, fm, base);
      fileRoutes.set(entry.file.abs, info.route);
      if (!claim(loc(info.route), entry.file.display, whyLost(entry), entry.file)) continue;
      const title = fm.title ?? info.name;
      sidebarDocs.push({
        ...info,
        href: loc(info.route),
        label: fm.sidebar_label ?? title,
        title,
        description: fm.description ?? '',
        // As in Docusaurus: without sidebar_position, a file's number prefix (01-intro.md) places it.
        position: fm.sidebar_position ?? info.prefix.file,
        dirPrefixes: info.prefix.dirs,
        paginationLabel: fm.pagination_label,
        unlisted: fm.unlisted === true && !drafts,
        className: fm.sidebar_class_name,
        tags: docTags(entry.file, knownTags, loc, base),
        entry,
        route: info.route,
      });
    }
    const structure = buildDocsStructure(sidebarDocs, categories, loc, base, (dir, id) => {
      const src = categoryFiles.get(dir);
      if (src) categoryErrors.push({ rule: 'category', file: src.file, ...keyLine(src.text, 'id'), message: `link names doc "${id}", but no doc has that id (ids in this folder: ${sidebarDocs.filter((d) => d.dir === dir).map((d) => d.id).join(', ') || 'none'})` });
    });
    sidebars[sidebarKey(locale, version.name)] = structure.sidebar;
    const byId = new Map(sidebarDocs.map((d) => [d.id, d]));
    for (const d of sidebarDocs) {
      const fm = d.entry.file.frontMatter;
      const missing = (key: PaginationKey, id: string) => navErrors.push(missingDoc(d.entry.file, key, id, [...byId.keys()]));
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
          ...pageMeta(fm),
          hideTitle: fm.hide_title || undefined,
          categoryItems: structure.categoryCards.get(d.href),
          tags: d.tags,
          breadcrumbs: structure.breadcrumbs.get(d.href) ?? [],
          ...docPagination(fm, structure.order, d.href, byId, missing),
          lastUpdate: fm.last_update?.date ? String(fm.last_update.date).slice(0, 10) : lastUpdates.get(d.entry.file.abs),
          hideToc: fm.hide_table_of_contents || undefined,
          tocMin: fm.toc_min_heading_level,
          tocMax: fm.toc_max_heading_level,
          alternates: {},
        },
      });
    }
    for (const p of docTagPages(locale, sidebarDocs, loc, base)) if (claim(p.path, `the docs' tag page ${p.path}`)) pages.push(p);
    const docsRoot = docsRootAlias(pages, locale, base, structure.order[0]?.href);
    if (docsRoot && claim(docsRoot.path, `${docsRoot.data.canonical} (docs root)`)) pages.push(docsRoot);
    for (const g of structure.generatedIndexes) {
      if (!claim(g.href, `_category_.json (${g.title})`)) continue;
      pages.push({
        path: g.href,
        locale,
        data: { kind: 'category', locale, path: g.href, title: g.title, description: g.description, cards: g.cards, breadcrumbs: g.breadcrumbs, ...neighbours(structure.order, g.href), alternates: {} },
      });
    }
  };

  for (const locale of locales()) {
    const loc = (route: string) => localizePath(route, locale);
    for (const version of versions) docsVersion(locale, version, docsByVersion.get(version.name)!);
    for (const entry of byClaimOrder(withFallback(pagesSrc[locale]!.files, locale === defaultLocale() ? [] : pagesSrc[defaultLocale()]!.files))) {
      const { file, untranslated } = entry;
      const route = pageRoute(file.rel, file.frontMatter);
      fileRoutes.set(file.abs, route);
      if (!claim(loc(route), file.display, whyLost(entry), file)) continue;
      pages.push({
        path: loc(route),
        locale,
        source: file,
        data: { kind: 'page', locale, path: loc(route), title: file.frontMatter.title ?? route.slice(1), description: file.frontMatter.description ?? '', untranslated: untranslated || undefined, ...pageMeta(file.frontMatter), hideToc: file.frontMatter.hide_table_of_contents || undefined, alternates: {} },
      });
    }
  }
  // Each locale reports a shared English category file once.
  const uniqueCategoryErrors = [...new Map(categoryErrors.map((p) => [`${p.file}|${p.message}`, p])).values()];
  // An English doc is read again for each locale it fills: its problem is told once.
  const uniqueNavErrors = [...new Map(navErrors.map((p) => [`${p.file}|${p.line}`, p])).values()];
  if (uniqueCategoryErrors.length || uniqueNavErrors.length) throw new ContentError([...uniqueCategoryErrors, ...uniqueNavErrors]);
  pages.push(...buildBlog({ root, contentDir, fileRoutes, pair: withFallback, config: blog, warnings, drafts }));
  return { pages: withIdentity(pages, versions), sidebars, warnings, fileRoutes };
}

/** `pagination_next: guide/setpu`: the file, the key's line, and the id the writer may have meant. */
function missingDoc(file: ScannedFile, key: PaginationKey, id: string, ids: string[]): ContentProblem {
  const name = id.replace(/\.mdx?$/, '').split('/').pop();
  const near = ids.filter((i) => i.split('/').pop() === name && i !== id);
  const hint = near.length ? ` (did you mean ${near.map((i) => `"${i}"`).join(' or ')}?)` : '';
  return {
    rule: 'frontmatter',
    file: file.display,
    line: frontMatterLine(stripBom(readContent(file.abs)), key),
    message: `frontmatter "${key}" names doc "${id}", but no doc has that id${hint}: a doc's id is its path below docs/ without the extension (guide/setup for docs/guide/setup.md), with its frontmatter id in place of the file name if it has one`,
  };
}

/** Each page with its identity parsed from its path, and linked to its versions in the other languages. */
export function withIdentity(drafts: PageDraft[], versions: VersionRoute[]): PageRecord[] {
  const pages = drafts.map((p) => ({ ...p, id: parseRoute(p.path, versions) }));
  linkAlternates(pages);
  if (versions.length > 1) linkVersions(pages, versions);
  return pages;
}

/**
 * A docs page's path in every docs version: the page of the same locale and slug in that version,
 * else that version's docs root (the version menu and the old versions' banner link to them).
 */
function linkVersions(pages: PageRecord[], versions: VersionRoute[]): void {
  const bySlug = new Map<string, Record<string, string>>();
  for (const p of pages) {
    if (p.id.section !== 'docs') continue;
    const key = `${p.id.locale}|${p.id.slug}`;
    bySlug.set(key, { ...bySlug.get(key), [p.id.version!]: p.path });
  }
  for (const p of pages) {
    if (p.id.section !== 'docs') continue;
    const own = bySlug.get(`${p.id.locale}|${p.id.slug}`);
    p.data.versions = Object.fromEntries(versions.map((v) => [v.name, own?.[v.name] ?? localizePath(v.path, p.id.locale)]));
  }
}

/**
 * A page's versions in the other languages are the pages of the same identity but locale
 * (fallback pages fill the gaps, so a doc has one in every locale; a tag one language lacks has none).
 * The only place alternates are made: the page builders leave them empty.
 */
function linkAlternates(pages: PageRecord[]): void {
  const byKey = new Map<string, Partial<Record<Locale, string>>>();
  for (const p of pages) {
    const key = pageKey(p.id);
    const group = byKey.get(key) ?? {};
    group[p.id.locale] = p.path;
    byKey.set(key, group);
  }
  for (const p of pages) p.data.alternates = { ...byKey.get(pageKey(p.id)) };
}

/**
 * Without a doc at the docs root (`slug: /`), `/docs` shows the first doc of the sidebar, with
 * its canonical URL pointing at that doc's own route, so old `/docs` links and the navbar still land.
 */
function docsRootAlias(pages: PageDraft[], locale: Locale, docsPath: string, firstHref: string | undefined): PageDraft | undefined {
  const rootPath = localizePath(docsPath, locale);
  if (pages.some((p) => p.path === rootPath)) return undefined;
  const first = pages.find((p) => p.locale === locale && p.path === firstHref && p.data.kind === 'doc');
  if (!first) return undefined;
  return { ...first, path: rootPath, data: { ...first.data, path: rootPath, canonical: first.path, alternates: {} } };
}
