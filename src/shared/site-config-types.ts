import type { Localized } from './locales.ts';
import type { LocaleConfig } from './locale-table.ts';

export type { LocaleConfig };

export interface NavbarItem {
  /** UI string id (see i18n) or a literal label. */
  label: string;
  /** A route (marked active on it and below it) or an external URL. */
  to: string;
}

export interface DocsVersion {
  /** Kept in storage and in the search page's `version` parameter ('current' for the newest). */
  name: string;
  label: string;
  /** Route of the version's docs root, without locale ('/docs'). */
  path: string;
  /**
   * A banner on every page of the version, as Docusaurus': 'unmaintained' (an old version, the
   * default for one listed in content/versions.json) or 'none' (the current version's).
   */
  banner?: 'unmaintained' | 'none';
}

/** The site configuration (content/site.config.ts); src/node/config.ts is its schema. */
export interface SiteConfig {
  title: string;
  /** The site's languages, the default one (served at the site root) first. */
  locales: LocaleConfig[];
  /** Per locale; the default locale's is required, a missing one falls back to it. */
  tagline: Localized;
  /** Origin the site is served from, without a path ('https://entix.dev'). */
  url: string;
  /**
   * Path the site lives under on that origin ('/entix/' for a GitHub Pages project site); '/' when
   * left out. Every link, asset, feed, sitemap entry, canonical and hreflang URL carries it.
   */
  base?: string;
  navbar: { items: NavbarItem[]; hideOnScroll: boolean };
  /** Columns of links, as Docusaurus' footer.links: a title and items, labels as navbar labels are. */
  footer: { links: { title: string; items: NavbarItem[] }[]; copyright: string };
  /**
   * The docs and their versions, newest first. The first is the current one ('current', at `path`,
   * content in content/<locale>/docs/); a version's label is what the reader sees ('4.x').
   */
  docs: { versions: DocsVersion[] };
  announcement?: { id: string; content: Localized; href: string };
  analytics?: { gtagId?: string; anonymizeIp: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  blog: { postsPerPage: number; sidebarCount: number; feeds: boolean };
  /**
   * Where "Edit this page" links go: the content file's path below content/ is appended
   * ('https://github.com/org/repo/edit/main/content/' → …/content/en/docs/intro.md). No link without it.
   */
  editUrl?: string;
}
