import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { BuildContext } from '../plugin/build-context.ts';
import type { PageRecord } from '../content/site-model.ts';
import { diskMemo, type DiskMemo } from '../content/disk-memo.ts';
import { pipelineVersion } from '../mdx/pipeline-version.ts';
import { pruneOtherVersions } from '../cache-dir.ts';
import { parseRoute, sidebarKey } from '../../shared/route-id.ts';
import { twinPath } from '../../shared/markdown-twin.ts';
import { locales, localizePath, localized } from '../../shared/locales.ts';
import { translate } from '../../shared/i18n/index.ts';
import { joinTwin, pageUrl, planTwin, renderTwin } from './twin.ts';
import { articleMarkdown } from './to-markdown.ts';
import { partsDigest } from './page-html.ts';
import { llmsFullTxt, llmsTxt, docsSections, type LlmsPage } from './llms.ts';

/** The modules a twin goes through (its front matter and article): their code (and packages) version the twin cache. */
const TWIN_ENTRIES = ['src/node/markdown/twin.ts'];

/** The Markdown twins of one build's pages and the llms files made from them (entix:output adds pages as it writes them). */
export interface TwinStore {
  /** A page as written: its twin taken from the cache when the parts of the page a twin reads are unchanged (partsDigest), else made from them. */
  add(route: string, page: Buffer | string): void;
  /** Writes every twin and llms file (`fileName`: base-free, no leading slash), saves the cache and puts the numbers in the build context. */
  finish(write: (fileName: string, text: string) => void): void;
}

/** The twin of a route without the build around it (the dev server): no cache, no llms. */
export function twinOf(ctx: BuildContext, route: string, html: string): string | undefined {
  const record = ctx.model?.pages.find((p) => p.path === route);
  const id = record?.id ?? parseRoute(route, ctx.site.docs.versions);
  return renderTwin({ html, route, id, url: ctx.site.url, base: ctx.site.base ?? '/', title: record?.data.title, lastUpdate: record?.data.lastUpdate });
}

/** ENTIX_TWINS=0 builds without twins or llms files: to measure what they cost a build. */
export function twinsEnabled(env = process.env.ENTIX_TWINS): boolean {
  return env !== '0';
}

/**
 * Converted in this thread as each page is written (~1 ms a page: write-markdown.ts): a second
 * thread paid back less than its start and the copy of every article to it on a 2-core machine.
 */
export function createTwinStore(ctx: BuildContext): TwinStore {
  let memo: DiskMemo | undefined;
  const memoOf = () => {
    if (memo || !ctx.cacheDir) return memo;
    const scope = createHash('sha256').update(ctx.contentDir).digest('hex').slice(0, 12);
    const file = `twins-${scope}-${pipelineVersion(ctx.root, TWIN_ENTRIES, {}).hash}.json`;
    pruneOtherVersions(ctx.cacheDir, `twins-${scope}-`, file);
    return (memo = diskMemo(join(ctx.cacheDir, file)));
  };
  const twins = new Map<string, string>();
  const stats = ctx.twins;
  let records: Map<string, PageRecord> | undefined;
  /** Wall and CPU time of `work`, added to the summary's twin time. */
  const timed = <T>(work: () => T): T => {
    const wall = performance.now();
    const cpu = process.cpuUsage();
    try {
      return work();
    } finally {
      const used = process.cpuUsage(cpu);
      stats.ms += performance.now() - wall;
      stats.cpuMs += (used.user + used.system) / 1000;
    }
  };
  return {
    add: (route, page) => timed(() => {
      if (!records) Object.assign(stats, { ms: 0, cpuMs: 0, converted: 0, cached: 0, llmsFull: [] });
      records ??= new Map((ctx.model?.pages ?? []).map((p) => [p.path, p]));
      const record = records.get(route);
      let converted = false;
      const make = (): string | null => {
        converted = true;
        const id = record?.id ?? parseRoute(route, ctx.site.docs.versions);
        const plan = planTwin({ html: headAndMain(page), route, id, url: ctx.site.url, base: ctx.site.base ?? '/', title: record?.data.title, lastUpdate: record?.data.lastUpdate });
        return plan ? joinTwin(plan, articleMarkdown(plan.main, { locale: plan.locale, pageUrl: plan.pageUrl })) : null;
      };
      // A twin is a function of the page's parts and the record's title and date, so an unchanged
      // page (every page of a frozen docs version) costs a hash: not a decode, a parse and a conversion.
      const m = memoOf();
      const twin = m ? m.get('twin', `${route}\n${record?.data.title ?? ''}\n${record?.data.lastUpdate ?? ''}\n${partsDigest(typeof page === 'string' ? Buffer.from(page) : page)}`, make) : make();
      if (twin === null) return;
      if (converted) stats.converted++;
      else stats.cached++;
      twins.set(route, twin);
    }),
    finish: (write) => timed(() => {
      records = undefined;
      memo?.save();
      memo = undefined;
      for (const [route, text] of twins) write(twinPath(route).slice(1), text);
      for (const [file, text] of llmsFiles(ctx, twins)) {
        write(file, text);
        if (file.endsWith('llms-full.txt')) stats.llmsFull.push({ file, chars: text.length });
      }
      // Ready for the next build (a watch rebuild), which starts from an empty set.
      twins.clear();
    }),
  };
}

/** The page's head and <main>, all a twin reads, decoded from the written bytes without the rest (the sidebar, the page's data). */
function headAndMain(page: Buffer | string): string {
  if (typeof page === 'string') return page;
  const headEnd = page.indexOf('</head>');
  const start = headEnd < 0 ? -1 : page.indexOf('<main', headEnd);
  const end = start < 0 ? -1 : page.indexOf('</main>', start);
  if (end < 0) return page.toString('utf8', 0, Math.max(headEnd, 0));
  return page.toString('utf8', 0, headEnd) + '</head>' + page.toString('utf8', start, end + '</main>'.length);
}

/** llms.txt and llms-full.txt per locale for the current docs, and llms.txt for each older version that has a sidebar. */
function llmsFiles(ctx: BuildContext, twins: Map<string, string>): [string, string][] {
  const model = ctx.model;
  if (!model) return [];
  const base = ctx.site.base ?? '/';
  const abs = (route: string) => pageUrl(ctx.site.url, base, route);
  const byPath = new Map(model.pages.map((p) => [p.path, p]));
  const listed = (p: PageRecord): LlmsPage => ({ route: p.path, title: p.data.title, description: p.data.description || undefined, twin: abs(twinPath(p.path)) });
  const page = (href: string) => {
    const p = byPath.get(href.replace(/[#?].*$/, ''));
    return p && twins.has(p.path) ? listed(p) : undefined;
  };
  const [current, ...older] = ctx.site.docs.versions;
  const out: [string, string][] = [];
  for (const locale of locales()) {
    const title = ctx.site.title;
    const description = localized(ctx.site.tagline, locale);
    const common = { title, description, page, docsTitle: translate(locale, 'navbar.docs'), blogTitle: translate(locale, 'blog.title'), olderVersionsTitle: translate(locale, 'llms.olderVersions') };
    const file = (route: string) => withoutSlash(localizePath(route, locale));
    const posts = model.pages.filter((p) => p.locale === locale && p.data.kind === 'blog-post' && twins.has(p.path)).map(listed);
    const versionLlms = older.filter((v) => model.sidebars[sidebarKey(locale, v.name)]).map((v) => ({ label: v.label, llms: abs(`${localizePath(v.path, locale)}/llms.txt`) }));
    const sidebar = current ? model.sidebars[sidebarKey(locale, current.name)] ?? [] : [];
    out.push([file('/llms.txt'), llmsTxt({ ...common, sidebar, posts, olderVersions: versionLlms })]);
    const docs = docsSections({ ...common, sidebar }).flatMap((s) => s.pages);
    const full = docs.map((d) => ({ url: abs(d.route), markdown: twins.get(d.route) ?? '' }));
    out.push([file('/llms-full.txt'), llmsFullTxt({ title, description, twins: full })]);
    for (const v of older) {
      const own = model.sidebars[sidebarKey(locale, v.name)];
      if (own) out.push([`${withoutSlash(localizePath(v.path, locale))}/llms.txt`, llmsTxt({ ...common, title: `${title} ${v.label}`, sidebar: own, posts: [], olderVersions: [] })]);
    }
  }
  return out;
}

const withoutSlash = (path: string) => path.replace(/^\/+/, '');

