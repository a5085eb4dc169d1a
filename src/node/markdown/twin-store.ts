import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { BuildContext } from '../plugin/build-context.ts';
import type { PageRecord } from '../content/site-model.ts';
import { diskMemo, type DiskMemo } from '../content/disk-memo.ts';
import { pipelineVersion } from '../mdx/pipeline-version.ts';
import { parseRoute, sidebarKey } from '../../shared/route-id.ts';
import { twinPath } from '../../shared/markdown-twin.ts';
import { locales, localizePath, localized } from '../../shared/locales.ts';
import { translate } from '../../shared/i18n/index.ts';
import { joinTwin, pageUrl, planTwin, renderTwin } from './twin.ts';
import { twinThreads, type TwinThreads } from './twin-threads.ts';
import { llmsFullTxt, llmsTxt, docsSections, type LlmsPage } from './llms.ts';

/** The modules a twin's article goes through: their code (and packages) version the twin cache. */
const TWIN_ENTRIES = ['src/node/markdown/to-markdown.ts'];

/** The Markdown twins of one build's pages and the llms files made from them (entix:output adds pages as it writes them). */
export interface TwinStore {
  /** At buildStart: starts the conversion thread, so that it runs before the pages are added. */
  start(): void;
  /** A page as written: its twin is planned, its article taken from the cache when its <main> is unchanged, else queued for conversion. */
  add(route: string, page: Buffer | string): void;
  /** Every twin and llms file by output file name (base-free, no leading slash), once the conversions are done; saves the cache. */
  files(): Promise<[string, string][]>;
}

/** The twin of a route without the build around it (the dev server): no cache, no llms. */
export function twinOf(ctx: BuildContext, route: string, html: string): string | undefined {
  const record = ctx.model?.pages.find((p) => p.path === route);
  const id = record?.id ?? parseRoute(route, ctx.site.docs.versions);
  return renderTwin({ html, route, id, url: ctx.site.url, base: ctx.site.base ?? '/', title: record?.data.title, lastUpdate: record?.data.lastUpdate });
}

export function createTwinStore(ctx: BuildContext): TwinStore {
  let memo: DiskMemo | undefined;
  const memoOf = () => {
    if (memo || !ctx.cacheDir) return memo;
    const scope = createHash('sha256').update(ctx.contentDir).digest('hex').slice(0, 12);
    return (memo = diskMemo(join(ctx.cacheDir, `twins-${scope}-${pipelineVersion(ctx.root, TWIN_ENTRIES, {}).hash}.json`)));
  };
  const twins = new Map<string, string>();
  let threads: TwinThreads | undefined;
  let ms = 0;
  let records: Map<string, PageRecord> | undefined;
  return {
    start() {
      threads ??= twinThreads(ctx.root, ctx.pipeline === 'fast');
    },
    add(route, page) {
      const started = performance.now();
      records ??= new Map((ctx.model?.pages ?? []).map((p) => [p.path, p]));
      const record = records.get(route);
      const id = record?.id ?? parseRoute(route, ctx.site.docs.versions);
      const plan = planTwin({ html: String(page), route, id, url: ctx.site.url, base: ctx.site.base ?? '/', title: record?.data.title, lastUpdate: record?.data.lastUpdate });
      if (plan) {
        const m = memoOf();
        const key = `${plan.locale}\n${plan.pageUrl}\n${plan.main}`;
        // A compute that returns undefined keeps nothing: a lookup.
        const kept = m?.get<string | undefined>('twin', key, () => undefined);
        if (kept !== undefined) twins.set(route, joinTwin(plan, kept));
        else {
          threads ??= twinThreads(ctx.root, false);
          twins.set(route, '');
          threads.add({ main: plan.main, locale: plan.locale, pageUrl: plan.pageUrl }, (article) => {
            m?.get('twin', key, () => article);
            twins.set(route, joinTwin(plan, article));
          });
        }
      }
      ms += performance.now() - started;
    },
    async files() {
      const started = performance.now();
      ctx.twins.byWorker = (await threads?.finish()) ?? 0;
      threads = undefined;
      records = undefined;
      memo?.save();
      memo = undefined;
      const out: [string, string][] = [...twins].map(([route, text]) => [twinPath(route).slice(1), text]);
      out.push(...llmsFiles(ctx, twins));
      ctx.twins.llmsFull.splice(0, Infinity, ...out.filter(([f]) => f.endsWith('llms-full.txt')).map(([file, text]) => ({ file, chars: text.length })));
      ctx.twins.ms = ms + performance.now() - started;
      // Ready for the next build (a watch rebuild), which starts from an empty set.
      twins.clear();
      ms = 0;
      return out;
    },
  };
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

