import site from 'virtual:entix/site';
import contentRoutes from 'virtual:entix/routes';
import type { PageHandle } from './router/page-handle.ts';
import { defaultLocale, locales, localeInfo, localeOfPath, localizePath } from '../shared/locales.ts';
import { translate } from '../shared/i18n/index.ts';
import { absoluteUrl, socialElements } from './social-meta.ts';
import { siteHref } from './base.ts';
import { twinPath } from '../shared/markdown-twin.ts';

export interface HeadElement {
  type: string;
  props: Record<string, string>;
}

const FEEDS = [
  ['rss.xml', 'application/rss+xml', 'RSS'],
  ['atom.xml', 'application/atom+xml', 'Atom'],
  ['feed.json', 'application/feed+json', 'JSON Feed'],
] as const;

/** <head> tags of a prerendered page: description, canonical URL, language alternates and the locale's blog feeds. */
export function headElements(url: string, handle: PageHandle): HeadElement[] {
  const out: HeadElement[] = [];
  const description = handle.descriptionKey ? translate(localeOfPath(url), handle.descriptionKey) : handle.description;
  if (description) out.push({ type: 'meta', props: { name: 'description', content: description } });
  // As Docusaurus writes it: joined by commas alone.
  if (handle.keywords?.length) out.push({ type: 'meta', props: { name: 'keywords', content: handle.keywords.join(',') } });
  if (handle.notFound) {
    out.push({ type: 'meta', props: { name: 'robots', content: 'noindex' } });
    return out;
  }
  out.push({ type: 'link', props: { rel: 'canonical', href: absoluteUrl(handle.canonical ?? url) } });
  // Every page the build writes has its Markdown twin beside it (src/node/markdown/).
  out.push({ type: 'link', props: { rel: 'alternate', type: 'text/markdown', href: siteHref(twinPath(url)) } });
  for (const l of locales()) {
    const href = handle.alternates?.[l];
    if (href) out.push({ type: 'link', props: { rel: 'alternate', hreflang: localeInfo(l).hreflang, href: absoluteUrl(href) } });
  }
  const fallback = handle.alternates?.[defaultLocale()];
  if (fallback) out.push({ type: 'link', props: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(fallback) } });
  const locale = localeOfPath(url);
  out.push(...socialElements(url, handle, locale));
  // Feeds are only written for a locale that has posts.
  if (site.blog.feeds && contentRoutes.some((r) => r.path === localizePath('/blog', locale))) {
    for (const [file, type, format] of FEEDS) {
      out.push({ type: 'link', props: { rel: 'alternate', type, href: siteHref(`${localizePath('/blog', locale)}/${file}`), title: translate(locale, 'blog.feed', { title: site.title, format }) } });
    }
  }
  return out;
}
