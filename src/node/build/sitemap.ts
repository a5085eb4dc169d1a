import type { Locale } from '../../shared/types.ts';
import { defaultLocale, localeInfo } from '../../shared/locales.ts';
import { encodeRoutePath } from './output-path.ts';

export interface SitemapEntry {
  /** Route with locale prefix: '/docs/x', '/zh/docs/x', '/zh/'. */
  path: string;
  alternates?: Partial<Record<Locale, string>>;
  /** 'YYYY-MM-DD'. */
  lastmod?: string;
}


function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Absolute URL of a route; a route's path segments may hold non-ASCII (zh tags), spaces, `?`, `#` or `%` (a file's name). */
function absolute(siteUrl: string, path: string): string {
  return xmlEscape(siteUrl + encodeRoutePath(path));
}

/**
 * sitemap.xml with every page once (sorted), each listing its language versions for search engines,
 * except a version in `unlisted` (built but kept out of the sitemap: no hreflang leads to it either).
 */
export function sitemapXml(siteUrl: string, entries: SitemapEntry[], unlisted: ReadonlySet<string> = new Set()): string {
  const seen = new Set<string>();
  const rows: string[] = [];
  for (const e of [...entries].sort((a, b) => a.path.localeCompare(b.path))) {
    if (seen.has(e.path)) continue;
    seen.add(e.path);
    const listed = Object.entries(e.alternates ?? {}).flatMap(([l, p]): [string, string][] => (p && !unlisted.has(p) ? [[l, p]] : []));
    const links = listed.map(([l, p]) => `<xhtml:link rel="alternate" hreflang="${localeInfo(l as Locale).hreflang}" href="${absolute(siteUrl, p)}"/>`);
    const fallback = listed.find(([l]) => l === defaultLocale())?.[1];
    if (fallback) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(siteUrl, fallback)}"/>`);
    rows.push(`<url><loc>${absolute(siteUrl, e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${links.join('')}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${rows.join('\n')}\n</urlset>\n`;
}

/** `llmsFiles`: the llms.txt and llms-full.txt of each locale, base-free without a leading slash. */
export function robotsTxt(siteUrl: string, llmsFiles: string[] = []): string {
  // A comment: robots.txt has no field for them, and crawlers that know llms.txt look for it by name anyway.
  const llms = llmsFiles.length ? `# For language models (llmstxt.org): ${llmsFiles.map((f) => `${siteUrl}/${f}`).join(' ')}; every page's Markdown is at its URL + .md\n` : '';
  return `${llms}User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
