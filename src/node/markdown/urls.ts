import type { Root } from 'hast';
import { rewrite } from './hast-query.ts';

/**
 * Links and images point where a reader's tool can follow them from anywhere: absolute URLs on the
 * site's origin. The page's hrefs carry the base path already (siteHref), so resolving them
 * against the page's own URL is the whole rule; an in-page `#anchor` becomes the page's URL with it.
 */
export function absoluteUrls(tree: Root, pageUrl: string): void {
  const resolve = (value: unknown) => {
    if (typeof value !== 'string' || value === '') return value;
    try {
      return new URL(value, pageUrl).href;
    } catch {
      return value;
    }
  };
  rewrite(tree, (el) => {
    if (el.tagName === 'a') el.properties.href = resolve(el.properties.href) as string;
    if (el.tagName === 'img') el.properties.src = resolve(el.properties.src) as string;
    return el;
  });
}
