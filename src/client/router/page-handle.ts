import type { UiKey } from '../../shared/i18n/index.ts';
import type { PageData } from '../../shared/types.ts';

/**
 * Route `handle`: what the layout and prerenderer need for <head> without loading anything else.
 * A content route's handle is its PageData itself (routes.tsx); a hand-written page's gives these
 * fields, its title and description as UI strings where it exists in every locale.
 */
export interface PageHandle extends Partial<Pick<PageData, 'title' | 'description' | 'keywords' | 'image' | 'unlisted' | 'alternates' | 'canonical' | 'versions'>> {
  /** Hand-written pages exist in every locale: their title is a UI string. */
  titleKey?: UiKey;
  descriptionKey?: UiKey;
  notFound?: boolean;
}
