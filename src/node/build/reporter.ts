import type { Plugin } from 'vite';
import { statSync } from 'node:fs';
import { formatProblem, type ContentProblem } from '../content/content-error.ts';
import type { BuildContext } from '../plugin/build-context.ts';
import { MARKDOWN_ID } from '../plugin/hook-filters.ts';
import { walk } from '../content/scan.ts';
import { largePages } from './large-pages.ts';
import { perLocale } from '../../shared/locales.ts';
import { cacheLine } from './cache-summary.ts';

export interface Reporter {
  plugin: Plugin;
  /** A page is prerendered (progress line). */
  page(url: string): void;
  /** Something the build recovered from, printed at once. */
  warn(message: string): void;
}

/** Says what the build is doing (a live progress line on a terminal) and ends with a summary. */
export function createReporter(ctx: BuildContext, progressOf: () => { rendered: number; total: number; reused: number; reusedRoutes(): string[] }): Reporter {
  const started = Date.now();
  const tty = process.stdout.isTTY;
  const phases: Record<string, number> = {};
  let lastLine = 0;
  // Off a terminal (CI logs) a line every 2 s at most, and always the last one.
  const progress = (text: string, last = false) => {
    if (tty) process.stdout.write(`\r\x1b[K${text}`);
    else if (last || Date.now() - lastLine > 2000) { console.log(text); lastLine = Date.now(); }
  };
  const plugin: Plugin = {
    name: 'entix:reporter',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      const pages = ctx.model?.pages.length ?? 0;
      console.log(`entix: building ${pages} pages from content/`);
    },
    // The count moves only as MDX files are compiled or taken from the cache.
    transform: { filter: { id: MARKDOWN_ID }, handler() {
      if (ctx.counts.compiled || ctx.counts.cached) progress(`entix: ${mdxCount(ctx.counts)}`);
      return undefined;
    } },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const display = new Map((ctx.model?.pages ?? []).flatMap((p) => (p.source ? [[p.source.abs, p.source.display] as const] : [])));
        ctx.warnings.push(...largePages(bundle, (abs) => display.get(abs)));
        if (tty) process.stdout.write('\n');
        phases.compile = Date.now() - started;
        console.log(`entix: ${mdxCount(ctx.counts)}; prerendering…`);
      },
    },
    // After entix:output has swapped the finished site into place.
    closeBundle: { order: 'post', handler() {
      if (tty) process.stdout.write('\n');
      const outDir = ctx.writtenDir;
      if (!outDir) return;
      const byLocale = perLocale(() => 0);
      for (const p of ctx.model?.pages ?? []) byLocale[p.locale] = (byLocale[p.locale] ?? 0) + 1;
      const files = walk(outDir);
      const bytes = files.reduce((n, f) => n + statSync(f).size, 0);
      const html = files.filter((f) => f.endsWith('.html')).length;
      phases.total = Date.now() - started;
      const { total, reusedRoutes } = progressOf();
      console.log(cacheLine(total, reusedRoutes(), (ctx.model?.pages ?? []).map((p) => ({ path: p.path, version: p.id.version })), ctx.site.docs.versions));
      console.log(summary({ byLocale, html, bytes, ms: phases.total, warnings: ctx.warnings, outDir }));
      const t = ctx.twins;
      if (t.llmsFull.length) console.log(`entix: Markdown twins and llms files: ${(t.ms / 1000).toFixed(2)} s (process CPU ${(t.cpuMs / 1000).toFixed(2)} s, other threads included), ${t.converted} converted, ${t.cached} from the cache`);
      for (const f of ctx.twins.llmsFull) console.log(`entix: ${f.file}: ${(f.chars / 1024).toFixed(0)} KB, ~${Math.round(f.chars / 4).toLocaleString('en')} tokens (characters ÷ 4)`);
      console.log(`entix: time: scan+compile+bundle ${((phases.compile ?? 0) / 1000).toFixed(1)} s, prerender+write ${((phases.total - (phases.compile ?? 0)) / 1000).toFixed(1)} s`);
    } },
  };
  return {
    plugin,
    page(url) {
      const { rendered, total, reused } = progressOf();
      progress(`entix: prerendered ${rendered}/${total || '?'} pages${reused ? `, ${reused} from the cache` : ''} (${url})`, total > 0 && rendered >= total);
    },
    warn(message) {
      if (tty) process.stdout.write('\n');
      console.warn(`entix: ${message}`);
    },
  };
}

function mdxCount(r: BuildContext['counts']): string {
  return `compiled ${r.compiled} MDX files${r.ahead ? ` (${r.ahead} by the second thread)` : ''}${r.cached ? `, ${r.cached} more from the cache` : ''}`;
}

export function summary(s: { byLocale: Record<string, number>; html: number; bytes: number; ms: number; warnings: ContentProblem[]; outDir: string }): string {
  const lines = [
    `entix: content pages: ${Object.entries(s.byLocale).map(([l, n]) => `${l} ${n}`).join(', ')}; ${s.html} HTML files written to ${s.outDir.split('/').pop()}/`,
    `entix: output ${(s.bytes / 1024 / 1024).toFixed(2)} MB in ${(s.ms / 1000).toFixed(1)} s`,
  ];
  const groups = new Map<string, ContentProblem[]>();
  // An untranslated zh page repeats its English file's problems: report each place once.
  const seen = new Set<string>();
  for (const w of s.warnings) {
    const key = `${w.rule}|${w.file}|${w.line}|${w.column}`;
    if (seen.has(key)) continue;
    seen.add(key);
    groups.set(w.rule, [...(groups.get(w.rule) ?? []), w]);
  }
  if (!groups.size) lines.push('entix: no warnings');
  for (const [rule, list] of groups) {
    lines.push(`entix: ${list.length} warning(s) [${rule}]`);
    for (const w of list.slice(0, 20)) lines.push(`  ${formatProblem(w)}`);
    if (list.length > 20) lines.push(`  … and ${list.length - 20} more`);
  }
  return lines.join('\n');
}
