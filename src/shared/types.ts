// Plain data computed at build time and rendered by the client: no functions, JSON-safe.
/** A locale code: a `code` of the site config's `locales`. */
export type Locale = string;

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
  /** `className`: the doc's `sidebar_class_name`, on its item. */
  | { type: 'link'; label: string; href: string; className?: string }
  /** `className`: the folder's `_category_.json` `className`, on its item. */
  | { type: 'category'; label: string; href?: string; items: SidebarItem[]; className?: string };

export interface CategoryCard {
  title: string;
  description?: string;
  href: string;
  count?: number;
}

export type BlogRouteKind = 'blog-list' | 'blog-post' | 'blog-archive' | 'blog-authors' | 'blog-author' | 'blog-tags' | 'blog-tag';

/** `doc-tags` / `doc-tag`: the docs' tag pages (content/doc-tags.ts), laid out as a category page. */
export type RouteKind = 'doc' | 'category' | 'doc-tags' | 'doc-tag' | 'page' | BlogRouteKind;

export interface BlogAuthor {
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Author page route; inline (frontmatter-only) authors have none. */
  href?: string;
  /** Docusaurus' `socials`, each as its profile URL. */
  socials?: { platform: string; url: string }[];
  /** Number of posts, on the authors index. */
  count?: number;
}

export interface BlogTag {
  label: string;
  href: string;
  description?: string;
  count?: number;
}

export interface BlogPostSummary {
  title: string;
  href: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  description: string;
  authors: BlogAuthor[];
  tags: BlogTag[];
  readingMinutes: number;
  /** Plain-text paragraphs above `<!-- truncate -->`. */
  excerpt: string[];
  /** True when the post goes on past its excerpt. */
  truncated: boolean;
  image?: string;
  untranslated?: boolean;
}

export interface BlogSidebarGroup {
  year: string;
  items: NavLink[];
}

/** Blog route data: which fields are set depends on the route kind. */
export interface BlogPageData {
  sidebar?: BlogSidebarGroup[];
  post?: BlogPostSummary;
  newer?: NavLink;
  older?: NavLink;
  posts?: BlogPostSummary[];
  pagination?: { page: number; pages: number; newer?: string; older?: string };
  archive?: { year: string; posts: (NavLink & { date: string })[] }[];
  authors?: BlogAuthor[];
  author?: BlogAuthor;
  tags?: BlogTag[];
  tag?: BlogTag;
}

/** Per-route data known before the page's module runs. */
export interface PageData {
  kind: RouteKind;
  locale: Locale;
  path: string;
  title: string;
  description: string;
  /** Set when a zh route shows the English source. */
  untranslated?: boolean;
  /** Docusaurus' `unlisted: true`: built, but in no list, index or sitemap, and marked noindex with a banner. */
  unlisted?: boolean;
  /** Docusaurus' `draft: true`, in the dev server (a build leaves the page out): a banner says so. */
  draft?: boolean;
  /** Docusaurus' `hide_title`: the title from the frontmatter is not shown above the article. */
  hideTitle?: boolean;
  /** Frontmatter `keywords`, for `<meta name="keywords">`. */
  keywords?: string[];
  /** Frontmatter `image`: the page's social card (`og:image`), a site path or a full URL. */
  image?: string;
  breadcrumbs?: NavLink[];
  prev?: NavLink;
  next?: NavLink;
  lastUpdate?: string;
  hideToc?: boolean;
  /** Headings of the article (h2 and deeper), from its compiled MDX. */
  toc?: TocItem[];
  /** The article runs code of its own (a component, an event handler): it hydrates from its compiled MDX, at once. */
  live?: boolean;
  tocMin?: number;
  tocMax?: number;
  cards?: CategoryCard[];
  /** A doc's frontmatter `tags`, linked to the docs' tag pages. */
  tags?: BlogTag[];
  /** A doc a category links to: that category's cards, which Docusaurus' `<DocCardList />` in it shows. */
  categoryItems?: CategoryCard[];
  blog?: BlogPageData;
  /** "Edit this page" target (site config `editUrl` + the source's path below content/). */
  editUrl?: string;
  /** Set when this route repeats a page whose own route is the canonical one (the docs root). */
  canonical?: string;
  /** Path of the same page in the other locale (always exists: fallback pages fill gaps). */
  alternates: Partial<Record<Locale, string>>;
  /**
   * With more than one docs version, a docs page's path in each version by name: the same page
   * where that version has it, else that version's docs root (the version menu and banner link).
   */
  versions?: Record<string, string>;
}

export interface RouteManifestEntry {
  path: string;
  locale: Locale;
  kind: RouteKind;
}
