import { siteRootUrl } from '../../shared/base-path.ts';
import type { Plugin } from 'vite';
import type { BlogPostSummary, Locale } from '../../shared/types.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { locales } from '../../shared/locales.ts';
import { translate } from '../../shared/i18n/index.ts';
import type { PageRecord } from '../content/site-model.ts';
import { FEED_FILES, atomFeed, feedPath, jsonFeed, rssFeed, type FeedInput } from './feeds.ts';

const WRITERS = { [FEED_FILES.rss]: rssFeed, [FEED_FILES.atom]: atomFeed, [FEED_FILES.json]: jsonFeed } as const;
const TYPES: Record<string, string> = { 'rss.xml': 'application/rss+xml; charset=utf-8', 'atom.xml': 'application/atom+xml; charset=utf-8', 'feed.json': 'application/feed+json; charset=utf-8' };

/** The list pages already hold every post newest first, with excerpts: feeds read them in page order. */
function feedInput(pages: PageRecord[], locale: Locale, site: SiteConfig): FeedInput | undefined {
  const lists = pages.filter((p) => p.locale === locale && p.data.kind === 'blog-list').sort((a, b) => (a.data.blog?.pagination?.page ?? 0) - (b.data.blog?.pagination?.page ?? 0));
  const posts: BlogPostSummary[] = lists.flatMap((p) => p.data.blog?.posts ?? []);
  if (!posts.length) return undefined;
  return { siteUrl: siteRootUrl(site.url, site.base), title: `${site.title} ${translate(locale, 'blog.title')}`, description: translate(locale, 'blog.description'), locale, posts };
}

/** Every feed file by its path ('/zh/blog/atom.xml' → XML). */
export function blogFeeds(pages: PageRecord[], site: SiteConfig): Map<string, string> {
  const out = new Map<string, string>();
  if (!site.blog.feeds) return out;
  for (const locale of locales()) {
    const input = feedInput(pages, locale, site);
    if (!input) continue;
    for (const [file, write] of Object.entries(WRITERS)) out.set(feedPath(locale, file), write(input));
  }
  return out;
}

/** RSS, Atom and JSON feeds per locale: build assets, and served from memory by the dev server. */
export function blogFeedsPlugin(getPages: () => PageRecord[], site: SiteConfig): Plugin {
  return {
    name: 'entix:blog-feeds',
    generateBundle() {
      for (const [path, source] of blogFeeds(getPages(), site)) this.emitFile({ type: 'asset', fileName: path.slice(1), source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!;
        const body = path.includes('/blog/') ? blogFeeds(getPages(), site).get(path) : undefined;
        if (body === undefined) return next();
        res.setHeader('content-type', TYPES[path.slice(path.lastIndexOf('/') + 1)] ?? 'text/plain');
        res.end(body);
      });
    },
  };
}
