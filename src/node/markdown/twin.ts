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
}

/** A twin before its article is converted: the front matter, and what the conversion takes. */
export interface TwinPlan {
  frontMatter: string;
  main: string;
  locale: string;
  pageUrl: string;
}

/** A route's absolute URL: the site's origin, its base path, the route. */
export function pageUrl(url: string, base: string, route: string): string {
  return `${url.replace(/\/+$/, '')}${withBase(base, route)}`;
}

/** What a written page's twin is made of: front matter from its head and record, the article from its <main>; undefined without a <main>. */
export function planTwin(input: TwinInput): TwinPlan | undefined {
  const parts = pageParts(input.html);
  if (!parts.main) return undefined;
  const own = pageUrl(input.url, input.base, input.route);
  return {
    frontMatter: frontMatter({
      title: input.title ?? parts.title ?? '',
      description: parts.description,
      canonical: parts.canonical || own,
      lastUpdated: input.lastUpdate,
      locale: input.id.locale,
      version: input.id.section === 'docs' ? input.id.version : undefined,
    }),
    main: parts.main,
    locale: input.id.locale,
    pageUrl: own,
  };
}

export function joinTwin(plan: TwinPlan, article: string): string {
  return `${plan.frontMatter}\n${article}`;
}

/** The Markdown twin of one written page, converted here. */
export function renderTwin(input: TwinInput): string | undefined {
  const plan = planTwin(input);
  return plan && joinTwin(plan, articleMarkdown(plan.main, { locale: plan.locale, pageUrl: plan.pageUrl }));
}
