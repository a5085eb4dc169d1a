import type { Locale } from '../../shared/types.ts';

/** Route `handle`: what the layout and prerenderer need for <head> without loading anything else. */
export interface PageHandle {
  title?: string;
  description?: string;
  alternates?: Partial<Record<Locale, string>>;
  notFound?: boolean;
}
