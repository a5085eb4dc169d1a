// Plain data computed at build time and rendered by the client: no functions, JSON-safe.
export type Locale = 'en' | 'zh';

export interface TocItem {
  id: string;
  text: string;
  depth: number;
}

export interface NavLink {
  title: string;
  href: string;
}

export type SidebarItem =
  | { type: 'link'; label: string; href: string }
  | { type: 'category'; label: string; href?: string; items: SidebarItem[] };

export interface CategoryCard {
  title: string;
  description?: string;
  href: string;
  count?: number;
}

export type RouteKind = 'doc' | 'category' | 'page';

/** Per-route data known before the page's module runs. */
export interface PageData {
  kind: RouteKind;
  locale: Locale;
  path: string;
  title: string;
  description: string;
  /** Set when a zh route shows the English source. */
  untranslated?: boolean;
  breadcrumbs?: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  lastUpdate?: string;
  hideToc?: boolean;
  tocMin?: number;
  tocMax?: number;
  cards?: CategoryCard[];
  /** Path of the same page in the other locale (always exists: fallback pages fill gaps). */
  alternates: Partial<Record<Locale, string>>;
}

export interface RouteManifestEntry {
  path: string;
  locale: Locale;
  kind: RouteKind;
}
