import type { Locale, PageData } from '../../shared/types.ts';
import { locales } from '../../shared/locales.ts';
import { searchIndexKey } from '../../shared/search/index-key.ts';
import type { SearchContext, SearchSection } from '../../shared/search/types.ts';
import type { PageRecord } from '../content/site-model.ts';
import type { FrontMatter } from '../content/frontmatter.ts';
import type { SectionText } from './sections.ts';
import type { RouteId } from '../../shared/route-id.ts';

/** What search reads of a page: all a worker thread needs to be sent (searchPage). */
export interface SearchPage {
  path: string;
  locale: Locale;
  /** The page's identity (shared/route-id.ts): its sections go to its locale's index, the current docs only. */
  id?: RouteId;
  data: Pick<PageData, 'kind' | 'title' | 'breadcrumbs' | 'description' | 'cards' | 'canonical' | 'unlisted'>;
  source?: { abs: string; body: string; frontMatter: Pick<FrontMatter, 'sidebar_label' | 'keywords'> };
}

/**
 * A page cut down to what search reads, so that cloning the site into a worker costs little;
 * `sources` shares one copy of an English source between its en and untranslated zh routes.
 */
export function searchPage(page: PageRecord, sources = new Map<string, NonNullable<SearchPage['source']>>()): SearchPage {
  const { kind, title, breadcrumbs, description, cards, canonical, unlisted } = page.data;
  const src = page.source;
  let source = src && sources.get(src.abs);
  if (src && !source) sources.set(src.abs, (source = { abs: src.abs, body: src.body, frontMatter: { sidebar_label: src.frontMatter.sidebar_label, keywords: src.frontMatter.keywords } }));
  return { path: page.path, locale: page.locale, id: page.id, data: { kind, title, breadcrumbs, description, cards, canonical, unlisted }, source };
}

export function contextOf(page: SearchPage): SearchContext | undefined {
  // Docusaurus' `unlisted: true`: found only by those who have the link.
  if (page.data.unlisted) return undefined;
  const kind = page.data.kind;
  if (kind === 'doc' || kind === 'category') return 'docs';
  // An author's page answers their name (it lists their posts, which do not carry it as text).
  if (kind === 'blog-post' || kind === 'blog-author') return 'blog';
  if (kind === 'page') return 'pages';
  // Blog lists, tags and archives only repeat what the posts say.
  return undefined;
}

/**
 * Every searchable page's sections, by index key (shared/search/index-key.ts): each docs version
 * of each locale has its own index, and the blog and pages are in every one of the locale's.
 * An untranslated zh page carries its English source, so its English text is found from the zh site too.
 */
export function searchSections<P extends SearchPage>(pages: P[], textOf: (page: P) => SectionText[]): Record<string, SearchSection[]> {
  // The docs versions the pages have, the current one first (a site without docs still has its index).
  const versions = [...new Set(['current', ...pages.flatMap((p) => (p.id?.section === 'docs' && p.id.version ? [p.id.version] : []))])];
  const out: Record<string, SearchSection[]> = {};
  for (const l of locales()) for (const v of versions) out[searchIndexKey(l, v)] = [];
  for (const page of pages) {
    const context = contextOf(page);
    // A route repeating another page (the docs root) would only repeat its hits.
    if (!context || page.data.canonical) continue;
    const locale = page.id?.locale ?? page.locale;
    const version = page.id?.section === 'docs' ? page.id.version : undefined;
    const targets = (version ? [searchIndexKey(locale, version)] : versions.map((v) => searchIndexKey(locale, v))).map((k) => out[k]).filter((t): t is SearchSection[] => !!t);
    const push = (s: SearchSection) => { for (const t of targets) t.push(s); };
    const { title, breadcrumbs = [], description, cards } = page.data;
    const crumbs = breadcrumbs.map((b) => b.title);
    const base = { title, crumbs, context };
    if (!page.source) {
      const cardText = (cards ?? []).map((c) => `${c.title} ${c.description ?? ''}`).join(' ');
      push({ ...base, url: page.path, heading: '', text: cardText, code: '', description });
      continue;
    }
    const fm = page.source.frontMatter;
    // The page's own words: boosted over its body (see shared/search/options.ts).
    const own = { description, label: fm.sidebar_label, keywords: fm.keywords ?? [] };
    const sections = textOf(page);
    // Every page gets an intro hit at its plain URL, carrying the description.
    if (!sections[0] || sections[0].id) sections.unshift({ id: '', heading: '', text: '', code: '' });
    sections.forEach((s, i) => {
      const keywords = [...(i === 0 ? own.keywords : []), ...(s.defines ?? [])];
      push({ ...base, url: s.id ? `${page.path}#${s.id}` : page.path, heading: s.heading, text: s.text, code: s.code, ...(i === 0 ? own : {}), keywords });
    });
  }
  return out;
}
