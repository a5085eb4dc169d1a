import type { SidebarItem } from '../../shared/types.ts';

/** A page as llms.txt lists it: its twin's absolute URL and its description. */
export interface LlmsPage {
  /** The page's route (locale prefix, no base). */
  route: string;
  title: string;
  description?: string;
  /** Absolute URL of the page's Markdown twin. */
  twin: string;
}

export interface LlmsInput {
  title: string;
  description: string;
  /** The current docs version's sidebar in this locale (hrefs are routes, without base). */
  sidebar: SidebarItem[];
  /** The page behind a sidebar href; undefined: not a page of this build (an external link). */
  page: (href: string) => LlmsPage | undefined;
  /** The section title for the sidebar's top-level pages that sit in no category ('Docs'). */
  docsTitle: string;
  blogTitle: string;
  posts: LlmsPage[];
  /** Each older docs version: its label and its own llms.txt's absolute URL. */
  olderVersions: { label: string; llms: string }[];
  olderVersionsTitle: string;
}

const line = (p: LlmsPage) => `- [${escapeLabel(p.title)}](${p.twin})${p.description ? `: ${p.description}` : ''}`;

/** Brackets in a title would end the link's text. */
function escapeLabel(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

/** A category's pages, depth first in sidebar order, its own page (a linked category) first. */
function pagesUnder(item: SidebarItem, page: LlmsInput['page']): LlmsPage[] {
  const own = item.href ? page(item.href) : undefined;
  if (item.type === 'link') return own ? [own] : [];
  return [...(own ? [own] : []), ...item.items.flatMap((i) => pagesUnder(i, page))];
}

/** The docs' pages in sidebar order, as sections: one per top-level category, the loose pages before them under the docs' title. */
export function docsSections(input: Pick<LlmsInput, 'sidebar' | 'page' | 'docsTitle'>): { title: string; pages: LlmsPage[] }[] {
  const sections: { title: string; pages: LlmsPage[] }[] = [];
  const loose: LlmsPage[] = [];
  for (const item of input.sidebar) {
    if (item.type === 'link') loose.push(...pagesUnder(item, input.page));
    else sections.push({ title: item.label, pages: pagesUnder(item, input.page) });
  }
  return [...(loose.length ? [{ title: input.docsTitle, pages: loose }] : []), ...sections].filter((s) => s.pages.length > 0);
}

/** llms.txt in the llmstxt.org form: the title, the description as a quote, then sections of links. */
export function llmsTxt(input: LlmsInput): string {
  const out = [`# ${input.title}`, '', `> ${input.description}`, ''];
  for (const s of docsSections(input)) out.push(`## ${s.title}`, '', ...s.pages.map(line), '');
  if (input.posts.length) out.push(`## ${input.blogTitle}`, '', ...input.posts.map(line), '');
  if (input.olderVersions.length) out.push(`## ${input.olderVersionsTitle}`, '', ...input.olderVersions.map((v) => `- [${escapeLabel(v.label)}](${v.llms})`), '');
  return out.join('\n');
}

/**
 * llms-full.txt: the title and description, then every docs twin in sidebar order, each without
 * its front matter and with its page's URL under its title, so a tool that reads one file can still cite each page.
 */
export function llmsFullTxt(input: { title: string; description: string; twins: { url: string; markdown: string }[] }): string {
  const parts = [`# ${input.title}\n\n> ${input.description}\n`];
  for (const t of input.twins) {
    const body = t.markdown.replace(/^---\n[\s\S]*?\n---\n\n?/, '');
    const titled = /^# .*\n/.exec(body);
    parts.push(titled ? `${titled[0]}\nURL: ${t.url}\n${body.slice(titled[0].length)}` : `URL: ${t.url}\n\n${body}`);
  }
  return parts.join('\n');
}
