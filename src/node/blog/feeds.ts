import type { BlogPostSummary, Locale } from '../../shared/types.ts';
import { htmlLang, localizePath } from '../../shared/locales.ts';

export interface FeedInput {
  /** Site origin, 'https://entix.dev'. */
  siteUrl: string;
  title: string;
  description: string;
  locale: Locale;
  /** Newest first. */
  posts: BlogPostSummary[];
}

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

// Characters XML 1.0 forbids outright; escaping cannot save them.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Absolute URL of a site path; already absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : siteUrl + (path.startsWith('/') ? path : `/${path}`);
}

/** '/zh/blog/rss.xml' and friends. */
export function feedPath(locale: Locale, file: string): string {
  return `${localizePath('/blog', locale)}/${file}`;
}

const iso = (date: string) => `${date}T00:00:00.000Z`;
const text = (p: BlogPostSummary) => p.excerpt.join('\n\n') || p.description;
const updated = (posts: BlogPostSummary[]) => iso(posts[0]?.date ?? '1970-01-01');

export function rssFeed(f: FeedInput): string {
  const home = absoluteUrl(f.siteUrl, localizePath('/blog', f.locale));
  const items = f.posts.map((p) => {
    const url = absoluteUrl(f.siteUrl, p.href);
    const cats = p.tags.map((t) => `<category>${escapeXml(t.label)}</category>`).join('');
    const authors = p.authors.map((a) => `<dc:creator>${escapeXml(a.name)}</dc:creator>`).join('');
    return `<item><title>${escapeXml(p.title)}</title><link>${escapeXml(url)}</link><guid isPermaLink="true">${escapeXml(url)}</guid><pubDate>${new Date(iso(p.date)).toUTCString()}</pubDate><description>${escapeXml(p.description)}</description>${authors}${cats}</item>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel><title>${escapeXml(f.title)}</title><link>${escapeXml(home)}</link><description>${escapeXml(f.description)}</description><language>${htmlLang(f.locale)}</language><lastBuildDate>${new Date(updated(f.posts)).toUTCString()}</lastBuildDate><atom:link href="${escapeXml(absoluteUrl(f.siteUrl, feedPath(f.locale, FEED_FILES.rss)))}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
</channel>
</rss>
`;
}

export function atomFeed(f: FeedInput): string {
  const home = absoluteUrl(f.siteUrl, localizePath('/blog', f.locale));
  const entries = f.posts.map((p) => {
    const url = escapeXml(absoluteUrl(f.siteUrl, p.href));
    const authors = p.authors.map((a) => `<author><name>${escapeXml(a.name)}</name>${a.url ? `<uri>${escapeXml(a.url)}</uri>` : ''}</author>`).join('');
    const cats = p.tags.map((t) => `<category term="${escapeXml(t.label)}" label="${escapeXml(t.label)}"/>`).join('');
    return `<entry><title>${escapeXml(p.title)}</title><id>${url}</id><link href="${url}"/><updated>${iso(p.date)}</updated><published>${iso(p.date)}</published><summary>${escapeXml(p.description)}</summary><content type="text">${escapeXml(text(p))}</content>${authors}${cats}</entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${htmlLang(f.locale)}"><id>${escapeXml(home)}</id><title>${escapeXml(f.title)}</title><subtitle>${escapeXml(f.description)}</subtitle><updated>${updated(f.posts)}</updated><link rel="alternate" href="${escapeXml(home)}"/><link rel="self" href="${escapeXml(absoluteUrl(f.siteUrl, feedPath(f.locale, FEED_FILES.atom)))}"/><author><name>${escapeXml(f.title)}</name></author>
${entries.join('\n')}
</feed>
`;
}

export function jsonFeed(f: FeedInput): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: f.title,
    home_page_url: absoluteUrl(f.siteUrl, localizePath('/blog', f.locale)),
    feed_url: absoluteUrl(f.siteUrl, feedPath(f.locale, FEED_FILES.json)),
    description: f.description,
    language: htmlLang(f.locale),
    items: f.posts.map((p) => ({
      id: absoluteUrl(f.siteUrl, p.href),
      url: absoluteUrl(f.siteUrl, p.href),
      title: p.title,
      summary: p.description,
      content_text: text(p),
      date_published: iso(p.date),
      ...(p.image ? { image: absoluteUrl(f.siteUrl, p.image) } : {}),
      authors: p.authors.map((a) => ({ name: a.name, ...(a.url ? { url: a.url } : {}), ...(a.imageUrl ? { avatar: absoluteUrl(f.siteUrl, a.imageUrl) } : {}) })),
      tags: p.tags.map((t) => t.label),
    })),
  }, null, 2);
}
