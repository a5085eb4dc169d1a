import type { UiKey } from '../../shared/i18n/index.ts';
import type { Locale, SidebarItem } from '../../shared/types.ts';

/** Route `handle`: what the layout and prerenderer need for <head> without loading anything else. */
export interface PageHandle {
  title?: string;
  /** Hand-written pages exist in both locales: their title is a UI string. */
  titleKey?: UiKey;
  descriptionKey?: UiKey;
  description?: string;
  /** Frontmatter `keywords`: `<meta name="keywords">`. */
  keywords?: string[];
  /** Frontmatter `image`: the social card, in place of the site's. */
  image?: string;
  /** Docusaurus' `unlisted: true`: robots are told not to index or follow it. */
  unlisted?: boolean;
  alternates?: Partial<Record<Locale, string>>;
  /** The page's own route when this route repeats it (the docs root). */
  canonical?: string;
  notFound?: boolean;
  /** Docs sidebar of a docs page, for the mobile drawer. */
  sidebar?: SidebarItem[];
  /** Route of the page (docs pages), to mark the drawer's current link. */
  path?: string;
}
