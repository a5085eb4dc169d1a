import type { Locale, SidebarItem } from '../../shared/types.ts';

/** Route `handle`: what the layout and prerenderer need for <head> without loading anything else. */
export interface PageHandle {
  title?: string;
  description?: string;
  alternates?: Partial<Record<Locale, string>>;
  notFound?: boolean;
  /** Docs sidebar of a docs page, for the mobile drawer. */
  sidebar?: SidebarItem[];
  /** Route of the page (docs pages), to mark the drawer's current link. */
  path?: string;
}
