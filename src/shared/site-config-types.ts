import type { Locale } from './types.ts';

export interface NavbarItem {
  /** UI string id (see i18n) or a literal label. */
  label: string;
  /** A route (marked active on it and below it) or an external URL. */
  to: string;
}

/** The site configuration (src/site.config.ts); src/node/config.ts is its schema. */
export interface SiteConfig {
  title: string;
  tagline: Record<Locale, string>;
  url: string;
  navbar: { items: NavbarItem[]; hideOnScroll: boolean };
  footer: { copyright: string };
  announcement?: { id: string; content: Record<Locale, string>; href: string };
  analytics?: { gtagId?: string; anonymizeIp: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  blog: { postsPerPage: number; sidebarCount: number; feeds: boolean };
  /**
   * Where "Edit this page" links go: the content file's path below content/ is appended
   * ('https://github.com/org/repo/edit/main/content/' → …/content/en/docs/intro.md). No link without it.
   */
  editUrl?: string;
}
