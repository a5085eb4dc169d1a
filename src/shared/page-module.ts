import type { PageData, SidebarItem } from './types.ts';

/**
 * What a content route's chunk (`virtual:entix/page?p=`) exports. The client reads it as
 * PageModule (src/client/page-module.ts, `Content` its MDX component); the build writes it with
 * pageModuleSource below, whose writers are keyed by these exports: adding, renaming or retyping
 * one fails to compile until both sides agree.
 */
export interface PageModuleExports<Content = unknown> {
  data: PageData;
  /** The page's compiled MDX, a chunk of its own (so the first view can skip it). */
  loadContent?: () => Promise<{ default: Content }>;
  sidebar?: SidebarItem[];
}

/** What the build knows of one page module: each export's value, or the module it comes from. */
export interface PageModuleSpec {
  data: PageData;
  /** The article's MDX file (absolute): `loadContent` imports it. None: a page without an article. */
  contentModule?: string;
  /** The locale's sidebar module id: `sidebar` is its default export. None: `sidebar` is undefined. */
  sidebarModule?: string;
}

/** One writer per export of PageModuleExports, no more, no fewer (`-?`: the optional ones too). */
const EXPORT_WRITERS: { [K in keyof PageModuleExports]-?: (spec: PageModuleSpec) => string | undefined } = {
  data: (s) => `export const data = ${JSON.stringify(s.data)};`,
  loadContent: (s) => (s.contentModule ? `export const loadContent = () => import(${JSON.stringify(s.contentModule)});` : undefined),
  sidebar: (s) => (s.sidebarModule ? `export { default as sidebar } from ${JSON.stringify(s.sidebarModule)};` : 'export const sidebar = undefined;'),
};

/** The page module's export statements, one a line, in PageModuleExports' order. */
export function pageModuleSource(spec: PageModuleSpec): string[] {
  return Object.values(EXPORT_WRITERS).flatMap((write) => write(spec) ?? []);
}
