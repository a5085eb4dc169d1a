import type { Locale } from './types.ts';

export interface NavbarItem {
  /** UI string id (see i18n) or a literal label. */
  label: string;
  to: string;
  /** Which routes mark this item active. */
  activeBase?: string;
}

export interface SiteConfig {
  title: string;
  tagline: Record<Locale, string>;
  url: string;
  locales: { default: Locale; all: Locale[] };
  navbar: { items: NavbarItem[]; hideOnScroll: boolean };
  footer: { copyright: string };
  announcement?: { id: string; content: Record<Locale, string>; href: string };
  analytics?: { gtagId?: string; anonymizeIp: boolean };
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  blog: { postsPerPage: number; sidebarCount: number; feeds: boolean };
  search: { enabled: boolean };
  editUrl?: string;
}
