import type { RouteId } from '../../shared/route-id.ts';
import { withBase } from '../../shared/base-path.ts';
import { pageParts } from './page-html.ts';
import { articleMarkdown } from './to-markdown.ts';
import { frontMatter } from './front-matter.ts';

export interface TwinInput {
  /** The written page. */
  html: string;
  route: string;
  id: RouteId;
  /** The site's origin and base path (site config `url`, `base`). */
  url: string;
  base: string;
  /** From the site model, where the route has a page record: its own title (the head's has the site's name after it) and date. */
  title?: string;
  lastUpdate?: string;
  /** Computes the article's Markdown, or takes it from the cache (twin-store.ts). */
  article?: (main: string, locale: string, pageUrl: string, compute: () => string) => string;
}

/** A route's absolute URL: the site's origin, its base path, the route. */
export function pageUrl(url: string, base: string, route: string): string {
  return `${url.replace(/\/+$/, '')}${withBase(base, route)}`;
}

/** The Markdown twin of one written page: front matter from its head and record, the article from its <main>. */
export function renderTwin(input: TwinInput): string | undefined {
  const parts = pageParts(input.html);
  if (!parts.main) return undefined;
  const own = pageUrl(input.url, input.base, input.route);
  const compute = () => articleMarkdown(parts.main!, { locale: input.id.locale, pageUrl: own });
  const body = input.article ? input.article(parts.main, input.id.locale, own, compute) : compute();
  const meta = frontMatter({
    title: input.title ?? parts.title ?? '',
    description: parts.description,
    canonical: parts.canonical || own,
    lastUpdated: input.lastUpdate,
    locale: input.id.locale,
    version: input.id.section === 'docs' ? input.id.version : undefined,
  });
  return `${meta}\n${body}`;
}
