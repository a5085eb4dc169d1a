import type { ContentProblem } from '../content/content-error.ts';
import type { PageRecord } from '../content/site-model.ts';
import type { CompiledFacts } from '../mdx/compiled-facts.ts';
import { localizeHref } from '../../shared/locales.ts';
import { isPagePath, normalizeRoute } from '../../shared/route-path.ts';
import { SCRIPT_URL } from '../mdx/remark-links.ts';

export interface LinkCheckInput {
  pages: PageRecord[];
  /** Routes that exist besides content pages (home, search, blog …), localized. */
  extraRoutes: Iterable<string>;
  facts: (absFile: string) => CompiledFacts | undefined;
}

/**
 * The seed's rules: a link to a missing route is an error; a missing `.md` file link and
 * a missing `#anchor` on an existing page are warnings.
 */
export function checkLinks({ pages, extraRoutes, facts }: LinkCheckInput): { errors: ContentProblem[]; warnings: ContentProblem[] } {
  const routes = new Map<string, PageRecord | null>();
  for (const p of pages) routes.set(normalizeRoute(p.path), p);
  for (const r of extraRoutes) if (!routes.has(normalizeRoute(r))) routes.set(normalizeRoute(r), null);
  const errors: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const checkedFiles = new Set<string>();
  for (const page of pages) {
    const src = page.source;
    if (!src) continue;
    // An untranslated zh page repeats the English file's links; report each file once per locale.
    const key = `${src.abs}|${page.locale}`;
    if (checkedFiles.has(key)) continue;
    checkedFiles.add(key);
    const f = facts(src.abs);
    if (!f) continue;
    for (const link of f.links) {
      const at = { file: src.display, line: link.line, column: link.column };
      if (SCRIPT_URL.test(link.url)) {
        warnings.push({ rule: 'broken-link', ...at, message: `link "${link.url.slice(0, 60)}" is a javascript: URL, which React blocks, so the link does nothing: use a real URL, or a component with an onClick` });
        continue;
      }
      if (link.url.startsWith('file:')) {
        warnings.push({ rule: 'broken-file-link', ...at, message: `markdown file link "${link.url.slice(5)}" points to no file` });
        continue;
      }
      const href = link.url.startsWith('#') ? page.path + link.url : localizeHref(link.url, page.locale, routes);
      if (!href.startsWith('/')) continue;
      const [pathPart, hash] = splitHref(href);
      if (!isPagePath(pathPart, routes)) continue;
      const route = normalizeRoute(pathPart || page.path);
      if (!routes.has(route)) {
        // In an old docs version, '/docs/x' is that version's page: the message says which route it looked for.
        const why = link.written ? `this docs version has no page at ${route}, which is what "${link.written}" means in this version: link a page the version has, or write the full path of another version's page` : `no page at ${route}`;
        errors.push({ rule: 'broken-link', ...at, message: `broken link "${link.written ?? link.url}": ${why}` });
        continue;
      }
      const target = routes.get(route);
      if (hash && target?.source) {
        const ids = facts(target.source.abs)?.headings.map((h) => h.id) ?? [];
        let id = hash;
        try { id = decodeURIComponent(hash); } catch { /* keep */ }
        if (!ids.includes(id)) warnings.push({ rule: 'broken-anchor', ...at, message: `link "${link.url}": ${route} has no heading #${id}` });
      }
    }
  }
  return { errors: oncePerPlace(errors), warnings };
}

/** An untranslated zh page shares its English file: a broken link there is one mistake, reported once. */
function oncePerPlace(problems: ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.rule}|${p.file}|${p.line}|${p.column}`;
    return !seen.has(key) && !!seen.add(key);
  });
}

function splitHref(href: string): [string, string | undefined] {
  const noQuery = href.replace(/\?[^#]*/, '');
  const i = noQuery.indexOf('#');
  return i < 0 ? [noQuery, undefined] : [noQuery.slice(0, i), noQuery.slice(i + 1) || undefined];
}
