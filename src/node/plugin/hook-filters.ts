import type { Plugin, Rollup } from 'vite';
import { withoutChunks } from '../build/prerender-chunks.ts';
import { notingFailures, type FailureNote } from '../build/failure-plugin.ts';
import { escapeRegExp as escape } from '../../shared/escape-regexp.ts';

/** A Markdown or MDX module id, a query after it or not. */
export const MARKDOWN_ID = /\.mdx?(?:$|\?)/;

type FilteredHook = 'resolveId' | 'load' | 'transform';
type AnyHandler = (this: unknown, ...args: never[]) => unknown;

/**
 * Rolldown tests a hook's `filter` in Rust: a module id it does not match costs no call into JS.
 * Unfiltered, each of these hooks is called for every module of the build (~700 on this site).
 */
export function withIdFilters<P extends Plugin>(plugin: P, filters: Partial<Record<FilteredHook, RegExp>>): P {
  for (const [hook, id] of Object.entries(filters) as [FilteredHook, RegExp][]) {
    const h = plugin[hook] as AnyHandler | { handler: AnyHandler; filter?: unknown } | undefined;
    // A package update that renames or filters its own hook should be noticed, not papered over.
    if (!h) throw new Error(`${plugin.name} has no ${hook} hook to filter`);
    if (typeof h === 'object' && h.filter) throw new Error(`${plugin.name} already filters its ${hook} hook`);
    Object.assign(plugin, { [hook]: typeof h === 'function' ? { filter: { id }, handler: h } : { ...h, filter: { id } } });
  }
  return plugin;
}

/** A hook's function, whether written bare or as `{ handler }` (tests call hooks directly). */
export function handlerOf<F>(hook: F | { handler: F } | undefined): F {
  if (hook === undefined) throw new Error('no such hook');
  return typeof hook === 'object' && hook !== null && 'handler' in hook ? hook.handler : (hook as F);
}


/** vite-plugin-pages resolves only its resolver's module ids (and Vue route blocks), and loads only its virtual module. */
export function filterPagesPlugin(plugin: Plugin, moduleIds: string[]): Plugin {
  if (!moduleIds.length) throw new Error(`${plugin.name}: its resolver names no module ids to filter by`);
  return withIdFilters(plugin, {
    resolveId: new RegExp(`^(?:${moduleIds.map(escape).join('|')})$|\\?vue&type=route`),
    load: /^virtual:vite-plugin-pages\//,
  });
}

/**
 * vite-prerender-plugin transforms only Vite's preload helper and modulepreload polyfill (its
 * `id.includes` tests). Its prerender error is noted for the failure report (failure-plugin.ts).
 * Its generateBundle is shown the bundle without `skip` (the chunks only reused pages run,
 * prerender-chunks.ts), so it does not write them to its folder; pages it emits reach the real bundle.
 */
export function filterPrerenderPlugins(plugins: Plugin[], failure: FailureNote, skip: Set<string> = new Set()): Plugin[] {
  return plugins.map((p) => notingFailures(showingBundleWithout(p.transform ? withIdFilters(p, { transform: /vite\/(?:preload-helper|modulepreload-polyfill)/ }) : p, skip), failure));
}

function showingBundleWithout<P extends Plugin>(plugin: P, skip: Set<string>): P {
  const hook = plugin.generateBundle;
  if (!hook) return plugin;
  const handler = handlerOf(hook) as (this: unknown, options: unknown, bundle: Rollup.OutputBundle, ...rest: unknown[]) => unknown;
  function shown(this: unknown, options: unknown, bundle: Rollup.OutputBundle, ...rest: unknown[]) {
    return handler.call(this, options, withoutChunks(bundle, skip), ...rest);
  }
  return Object.assign(plugin, { generateBundle: typeof hook === 'function' ? shown : { ...hook, handler: shown } });
}
