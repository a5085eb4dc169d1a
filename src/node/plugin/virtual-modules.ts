import type { Locale, PageData, TocItem } from '../../shared/types.ts';
import type { SiteModel } from '../content/site-model.ts';
import { pageModuleSource } from '../../shared/page-module.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { siteLocales } from '../config.ts';
import { sidebarKey } from '../../shared/route-id.ts';

export const VIRTUAL = {
  routes: 'virtual:entix/routes',
  page: 'virtual:entix/page?p=',
  sidebar: 'virtual:entix/sidebar?l=',
  site: 'virtual:entix/site',
  locales: 'virtual:entix/locales',
} as const;

/** Every id above as imported, and as resolved (Rollup's `\0` marks a virtual module): hook filters. */
export const VIRTUAL_ID = /^virtual:entix\//;
export const RESOLVED_VIRTUAL_ID = /^\0virtual:entix\//;

export function pageModuleId(path: string): string {
  return VIRTUAL.page + encodeURIComponent(path);
}

/** The route manifest: one lazy import per content route, nothing else (it ships in every first view). */
export function routesModule(model: SiteModel): string {
  const rows = model.pages.map(
    (p) => `  { path: ${JSON.stringify(p.path)}, load: () => import(${JSON.stringify(pageModuleId(p.path))}) },`,
  );
  return `export default [\n${rows.join('\n')}\n];\n`;
}

const byPath = new WeakMap<SiteModel, Map<string, SiteModel['pages'][number]>>();

/** A model's page by its route path: a build asks once per page module, and a scan each time grows with the square of the pages. */
export function pageAt(model: SiteModel, path: string): SiteModel['pages'][number] | undefined {
  let pages = byPath.get(model);
  if (!pages) byPath.set(model, (pages = new Map(model.pages.map((p) => [p.path, p]))));
  return pages.get(path);
}

/**
 * A route's chunk: its build-time data (with the article's outline) and a loader for the article,
 * which is a chunk of its own so that the first view can hydrate from the prerendered HTML instead.
 */
export function pageModule(model: SiteModel, path: string, compiled: { toc?: TocItem[]; live?: boolean } = {}, editLink?: (abs: string) => string | undefined, livePage?: string): string | undefined {
  const page = pageAt(model, path);
  if (!page) return undefined;
  const editUrl = editUrlOf(page, editLink);
  const { toc, live } = compiled;
  const data: PageData = { ...page.data, ...(toc ? { toc } : {}), ...(live ? { live } : {}), ...(editUrl ? { editUrl } : {}) };
  const docs = page.data.kind === 'doc' || page.data.kind === 'category' || page.data.kind.startsWith('doc-');
  const lines = pageModuleSource({ data, contentModule: page.source?.abs, sidebarModule: docs ? sidebarModuleId(page.id.locale, page.id.version ?? 'current') : undefined });
  // Dev server: this chunk re-runs when its data or sidebar changes, and the open page takes the new one (live-page.ts).
  if (livePage) lines.push(`import { publishPage } from ${JSON.stringify(livePage)};`, 'if (import.meta.hot) import.meta.hot.accept((m) => { if (m) publishPage(m); });');
  return lines.join('\n') + '\n';
}

/**
 * Docs and posts get "Edit this page", as in Docusaurus (an untranslated page edits its English source);
 * a doc's `custom_edit_url` is its own link, or with `null` none, whatever the site's `editUrl`.
 */
function editUrlOf(page: SiteModel['pages'][number], editLink?: (abs: string) => string | undefined): string | undefined {
  if (!page.source || (page.data.kind !== 'doc' && page.data.kind !== 'blog-post')) return undefined;
  const custom = page.data.kind === 'doc' ? page.source.frontMatter.custom_edit_url : undefined;
  return custom === undefined ? editLink?.(page.source.abs) : custom ?? undefined;
}

/** A locale's and docs version's sidebar module: `?l=en` for the current version, `?l=en&v=3.1` for another. */
export function sidebarModuleId(locale: Locale, version: string): string {
  return `${VIRTUAL.sidebar}${locale}${version === 'current' ? '' : `&v=${encodeURIComponent(version)}`}`;
}

export function sidebarModule(model: SiteModel, id: string): string {
  const m = /^([^&]*)(?:&v=(.*))?$/.exec(id.slice(VIRTUAL.sidebar.length))!;
  return `export default ${JSON.stringify(model.sidebars[sidebarKey(m[1]!, m[2] ? decodeURIComponent(m[2]) : 'current')] ?? [])};\n`;
}

/**
 * The site config, but for its locales' entries (with their UI strings), which only the app needs:
 * the first view imports this module and must stay small. virtual:entix/locales carries them.
 */
export function siteModule(site: SiteConfig): string {
  const { locales, ...rest } = site;
  return `export default ${JSON.stringify({ ...rest, locales: locales.map(({ strings: _, ...l }) => l) })};\n`;
}

export function localesModule(site: SiteConfig): string {
  return `export default ${JSON.stringify(siteLocales(site))};\n`;
}
