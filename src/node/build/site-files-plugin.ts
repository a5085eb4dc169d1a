import type { Plugin } from 'vite';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { allLocalePaths, localizePath, locales } from '../../shared/locales.ts';
import { siteRootUrl } from '../../shared/base-path.ts';
import { bootScript } from '../../shared/boot-script.ts';
import type { PageRecord } from '../content/site-model.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap.ts';

export interface SiteFilesOptions {
  site: SiteConfig;
  pages: () => PageRecord[];
  /** Locale-free routes of hand-written pages ('/', '/search'). */
  handWritten: () => string[];
}

/**
 * The before-first-paint script in every HTML page's <head> (theme, closed announcement), and
 * sitemap.xml + robots.txt built from the site model's routes of both locales.
 */
export function siteFilesPlugin({ site, pages, handWritten }: SiteFilesOptions): Plugin {
  const files = () => {
    // A route repeating another page, or one marked unlisted (Docusaurus leaves those out too), is not listed.
    const entries: SitemapEntry[] = pages().filter((p) => !p.data.canonical && !p.data.unlisted).map((p) => ({ path: p.path, alternates: p.data.alternates, lastmod: p.data.lastUpdate }));
    const unlisted = new Set(pages().filter((p) => p.data.unlisted).map((p) => p.path));
    for (const route of handWritten()) {
      const alternates = allLocalePaths(route);
      entries.push(...Object.values(alternates).map((path) => ({ path, alternates })));
    }
    return { 'sitemap.xml': sitemapXml(siteRootUrl(site.url, site.base), entries, unlisted), 'robots.txt': robotsTxt(siteRootUrl(site.url, site.base), locales().flatMap((l) => ['llms.txt', 'llms-full.txt'].map((f) => `${localizePath('/', l).slice(1)}${f}`))) };
  };
  return {
    name: 'entix:site-files',
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', children: bootScript({ colorMode: site.colorMode, announcementId: site.announcement?.id }), injectTo: 'head-prepend' }],
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = (req.url ?? '').split('?')[0]!.slice(1);
        if (name !== 'sitemap.xml' && name !== 'robots.txt') return next();
        res.setHeader('content-type', name.endsWith('.xml') ? 'application/xml; charset=utf-8' : 'text/plain; charset=utf-8');
        res.end(files()[name]);
      });
    },
  };
}
