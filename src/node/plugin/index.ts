import type { Plugin } from 'vite';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { contentPlugins, type BuildReport } from './content-plugin.ts';
import { outputPlugin } from '../build/output-plugin.ts';
import { reporterPlugin } from '../build/reporter.ts';
import { prerenderEnvPlugin } from '../build/prerender-env-plugin.ts';
import { blogFeedsPlugin } from '../blog/feeds-plugin.ts';
import { searchPlugin } from '../search/search-plugin.ts';
import { compiledFacts } from '../mdx/registry.ts';
import { siteFilesPlugin } from '../build/site-files-plugin.ts';
import { failurePlugin } from '../build/failure-plugin.ts';

export interface EntixSiteOptions {
  root: string;
  contentDir: string;
  outDir: string;
  site: SiteConfig;
}

/** Hand-written pages by locale-free route, from src/client/pages (what vite-plugin-pages routes). */
function handWrittenPages(root: string): Map<string, string> {
  const dir = resolve(root, 'src/client/pages');
  const map = new Map<string, string>();
  for (const f of readdirSync(dir)) {
    if (!f.endsWith('.tsx') || f.includes('.test.')) continue;
    const name = f.replace(/\.tsx$/, '');
    const route = name === 'index' ? '/' : `/${name}`;
    map.set(route, resolve(dir, f));
  }
  return map;
}

export function entixSite(options: EntixSiteOptions): Plugin[] {
  const report: BuildReport = { warnings: [], compiled: 0 };
  const pageFiles = () => handWrittenPages(options.root);
  return [
    ...contentPlugins({ root: options.root, contentDir: options.contentDir, site: options.site, report, extraRoutes: () => [...pageFiles().keys()] }),
    searchPlugin({ root: options.root, model: () => report.model, facts: (f) => compiledFacts.get(f), isContent: (f) => f.startsWith(`${options.contentDir}/`) }),
    outputPlugin({ outDir: options.outDir, clientEntry: resolve(options.root, 'index.html'), appModule: resolve(options.root, 'src/client/main.tsx'), pageFiles, base: options.site.base ?? '/', onDone: (dir) => report.outDir = dir }),
    blogFeedsPlugin(() => report.model?.pages ?? [], options.site),
    siteFilesPlugin({ site: options.site, pages: () => report.model?.pages ?? [], handWritten: () => [...pageFiles().keys()] }),
    reporterPlugin(report),
    prerenderEnvPlugin(),
    failurePlugin(),
  ];
}
