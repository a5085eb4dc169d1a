import site from 'virtual:entix/site';
import { pageTitle } from '../shared/head.ts';
import { siteHref } from './base.ts';
import type { Locale } from '../shared/types.ts';
import { localeInfo, localized } from '../shared/locales.ts';
import type { PageHandle } from './router/page-handle.ts';

export const SOCIAL_CARD = '/img/social-card.png';

/** A base-free route as the absolute URL search engines and social cards get. */
export function absoluteUrl(path: string): string {
  return site.url + siteHref(path);
}

type Tag = { type: string; props: Record<string, string> };

/** A frontmatter `image` as Docusaurus takes it: a full URL as it is, a path as a site path. */
function imageUrl(image: string): string {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(image) ? image : absoluteUrl(image.startsWith('/') ? image : `/${image}`);
}

/**
 * Indexing allowed (the seed's noIndex is false) unless the page is unlisted, Open Graph and Twitter
 * card tags with the page's frontmatter `image` or else the site's card (whose size is known).
 */
export function socialElements(url: string, handle: PageHandle, locale: Locale): Tag[] {
  const title = pageTitle(handle, locale, site.title);
  const description = handle.description || localized(site.tagline, locale);
  const image = handle.image ? imageUrl(handle.image) : absoluteUrl(SOCIAL_CARD);
  const meta = (key: 'name' | 'property', name: string, content: string): Tag => ({ type: 'meta', props: { [key]: name, content } });
  const size = handle.image ? [] : [meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630')];
  return [
    meta('name', 'robots', handle.unlisted ? 'noindex, nofollow' : 'index, follow'),
    meta('property', 'og:type', url.includes('/blog/') ? 'article' : 'website'),
    meta('property', 'og:site_name', site.title),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', absoluteUrl(url)),
    meta('property', 'og:locale', localeInfo(locale).ogLocale),
    meta('property', 'og:image', image),
    ...size,
    meta('property', 'og:image:alt', handle.image ? title : `${site.title}: ${localized(site.tagline, locale)}`),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
}
