import { join } from 'node:path';
import type { BlogTag, CategoryCard, Locale, NavLink } from '../../shared/types.ts';
import { translate } from '../../shared/i18n/index.ts';
import { loadYamlMap, resolveTags, type YamlMap } from '../blog/authors-tags.ts';
import { readContent, type ScannedFile } from './scan.ts';
import type { PageDraft } from './site-model.ts';

/** A docs version's tag pages are below its own path ('/docs/tags', '/docs/3.1/tags'). */
export const tagsBase = (docsPath: string) => `${docsPath}/tags`;

/** A docs folder's `tags.yml` (as Docusaurus' docs/tags.yml), keyed by tag. */
export function docTagsFile(docsDir: string, root: string): YamlMap {
  const abs = join(docsDir, 'tags.yml');
  return loadYamlMap(abs, abs.slice(root.length + 1));
}

/** A doc's frontmatter `tags` as links to its locale's tag pages, as Docusaurus resolves them. */
export function docTags(file: ScannedFile, known: YamlMap, loc: (route: string) => string, docsPath: string): BlogTag[] | undefined {
  if (file.frontMatter.tags === undefined) return undefined;
  const tags = resolveTags(file.frontMatter.tags, known, loc(tagsBase(docsPath)), { display: file.display, source: readContent(file.abs) });
  return tags.length ? tags.map(({ label, href, description }) => ({ label, href, ...(description ? { description } : {}) })) : undefined;
}

interface TaggedDoc { href: string; title: string; description: string; tags?: BlogTag[]; unlisted?: boolean }

/**
 * Docusaurus' docs tag pages: `/docs/tags` lists every tag with its count, `/docs/tags/<tag>` the
 * listed docs that carry it, by title (an unlisted doc keeps its tags, and is on no tag page).
 */
export function docTagPages(locale: Locale, docs: TaggedDoc[], loc: (route: string) => string, docsPath: string): PageDraft[] {
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string | number>) => translate(locale, key, vars);
  const byTag = new Map<string, { tag: BlogTag; docs: CategoryCard[] }>();
  for (const doc of docs) {
    if (doc.unlisted) continue;
    for (const tag of doc.tags ?? []) {
      let entry = byTag.get(tag.href);
      if (!entry) byTag.set(tag.href, (entry = { tag, docs: [] }));
      entry.docs.push({ title: doc.title, description: doc.description, href: doc.href });
    }
  }
  if (!byTag.size) return [];
  const index = loc(tagsBase(docsPath));
  const crumbs = [{ title: t('blog.tags'), href: index }];
  const tags = [...byTag.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  for (const entry of tags) entry.docs.sort((a, b) => a.title.localeCompare(b.title));
  const page = (path: string, kind: 'doc-tags' | 'doc-tag', title: string, description: string, cards: CategoryCard[], breadcrumbs: NavLink[] = []): PageDraft => ({
    // Each locale's tags are its own; the same tag in another language is linked once all are built (site-model.ts).
    path, locale, data: { kind, locale, path, title, description, cards, breadcrumbs, alternates: {} },
  });
  return [
    page(index, 'doc-tags', t('blog.tags'), t('doc.tagsDescription'), tags.map(({ tag, docs: d }) => ({ title: tag.label, href: tag.href, count: d.length }))),
    ...tags.map(({ tag, docs: d }) => {
      const title = t(d.length === 1 ? 'doc.taggedOne' : 'doc.taggedMany', { count: d.length, tag: tag.label });
      return page(tag.href, 'doc-tag', title, tag.description ?? title, d, crumbs);
    }),
  ];
}
