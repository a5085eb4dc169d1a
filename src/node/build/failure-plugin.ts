import type { Plugin } from 'vite';
import { relative, resolve } from 'node:path';
import { renderErrorAdvice, renderErrorPlace } from './render-error-line.ts';
import { readFileSync } from 'node:fs';
import { stripAnsi } from '../mdx/mdx-error-text.ts';
import { formatProblem, type ContentError } from '../content/content-error.ts';
import { unresolvedProblem } from '../content/import-problem.ts';
import { UNRENDERED } from '../../shared/prerender-host.ts';
import { escapeRegExp } from '../../shared/escape-regexp.ts';

/** The marker our writer-facing errors start with (content-plugin.ts). */
export const CONTENT_FAILURE = 'Content error:';

type PluginError = Error & { plugin?: string; id?: string; code?: string; exporter?: string; loc?: { line: number; column: number }; errors?: PluginError[] };

/** A relative import of a missing file: Rolldown's error points into the compiled module, the writer needs their own line. */
function unresolvedText(e: PluginError): string | undefined {
  if (e.code !== 'UNRESOLVED_IMPORT' || !e.id || !e.exporter || e.id.startsWith('\0')) return undefined;
  const file = e.id.split('?')[0]!;
  return formatProblem(unresolvedProblem(file, relative(process.cwd(), file), e.exporter));
}

/** A build error whose message is the writer-facing text, without a JS stack (the bundler prints a stack that only repeats the message once). */
export function contentFailure(e: ContentError): Error {
  const err = new Error(`${CONTENT_FAILURE}\n${e.message}`);
  err.stack = `${err.name}: ${err.message}`;
  return err;
}

/**
 * An error thrown from a buildEnd hook reaches no other plugin's hooks, so its thrower notes it
 * here for entix:failure: one per build (BuildContext.failure).
 */
export interface FailureNote {
  thrown?: Error;
}

/** Returns the error to throw from a buildEnd hook, noting it for the failure report. */
export function failBuild(note: FailureNote, err: Error): Error {
  note.thrown = err;
  return err;
}

/**
 * vite-prerender-plugin fails the build from its generateBundle, after which Rolldown calls no hook
 * with the error (not renderError, and closeBundle without it): its hook notes the error first.
 */
export function notingFailures<P extends Plugin>(plugin: P, note: FailureNote): P {
  const hook = plugin.generateBundle;
  if (!hook) return plugin;
  const handler = (typeof hook === 'function' ? hook : hook.handler) as (this: unknown, ...args: unknown[]) => unknown;
  async function noted(this: unknown, ...args: unknown[]) {
    try {
      return await handler.apply(this, args);
    } catch (e) {
      throw failBuild(note, e as Error);
    }
  }
  return Object.assign(plugin, { generateBundle: typeof hook === 'function' ? noted : { ...hook, handler: noted } });
}

/** Where a page is written from, by route, for the message about a page that could not be prerendered. */
export type SourceOfRoute = (route: string) => string | undefined;

const BROWSER_ONLY = /ReferenceError: (?:window|document|localStorage|sessionStorage|navigator|location) is not defined/;

/** A page whose code threw while it was prerendered (src/client/prerender.tsx), named by its file. */
function unrenderedText(e: PluginError, sourceOf?: SourceOfRoute): string | undefined {
  const m = UNRENDERED.exec(e.message);
  if (!m) return undefined;
  const [, route, cause] = m as unknown as [string, string, string];
  const file = sourceOf?.(route);
  let place: { line: number; column: number } | undefined;
  if (file) {
    try { place = renderErrorPlace(readFileSync(resolve(process.cwd(), file), 'utf8'), cause); } catch { /* no text: no line */ }
  }
  const advice = BROWSER_ONLY.test(cause) ? '\n  Pages are prerendered in Node, where there is no browser: use browser objects only in effects and event handlers, or behind `typeof window !== "undefined"`.' : '';
  const fix = renderErrorAdvice(cause);
  return `${file ? `${file}${place ? `:${place.line}:${place.column}` : ''}: ` : ''}page ${route} could not be prerendered: ${stripAnsi(cause)}${fix ? `: ${fix}` : ''} [prerender]${advice}`;
}

/**
 * Any other bundler error, without colour codes. In a Markdown file its `loc` is a line of the
 * compiled module (imports hoisted to the top: the file's line 6 was `:2`): the place is the
 * import line of the binding it names in the file itself, or none rather than a wrong one.
 */
export function bundlerText(e: PluginError): string {
  const message = stripAnsi(e.message);
  let where = '';
  if (e.id) {
    const file = e.id.split('?')[0]!;
    let loc = e.loc;
    if (/\.mdx?$/.test(file)) {
      const binding = /"([^"]+)" is not exported by/.exec(message)?.[1];
      loc = binding ? importLineOf(file, binding) : undefined;
    }
    where = `${/\.mdx?$/.test(file) ? relative(process.cwd(), file) : e.id}${loc ? `:${loc.line}:${loc.column}` : ''}: `;
  }
  return `${e.plugin ? `[${e.plugin}] ` : ''}${where}${message}`;
}

/** 1-based line and column of the first `import` line of a file that names `binding`. */
function importLineOf(file: string, binding: string): { line: number; column: number } | undefined {
  let text: string;
  try { text = readFileSync(file, 'utf8'); } catch { return undefined; }
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*import\b/.test(lines[i]!)) continue;
    const at = lines[i]!.search(new RegExp(`\\b${escapeRegExp(binding)}\\b`));
    if (at >= 0) return { line: i + 1, column: at + 1 };
  }
  return undefined;
}

/** What a writer needs from a failed build: each error once, no bundler stack. */
export function failureText(errors: PluginError[], sourceOf?: SourceOfRoute): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const e of errors) {
    const text = e.message.startsWith(CONTENT_FAILURE) || e.name === 'ContentError'
      ? e.message
      : unresolvedText(e) ?? unrenderedText(e, sourceOf) ?? bundlerText(e);
    if (!seen.has(text)) parts.push(text);
    seen.add(text);
  }
  return `entix: the build failed; dist/ was left as it was.\n${parts.join('\n')}\n(run with DEBUG=1 for the bundler's stack trace)`;
}

/**
 * Vite prints a failed build's error with its message repeated and a bundler stack trace a writer
 * cannot use. When the build runs from Vite's command line, this prints each error once, after
 * the other plugins have cleaned up, and ends the process as Vite would have. DEBUG keeps Vite's report.
 */
export function failurePlugin(note: FailureNote, sourceOf?: SourceOfRoute): Plugin {
  let failed: PluginError | undefined;
  const fromCli = /[\\/]vite(\.js)?$/.test(process.argv[1] ?? '');
  return {
    name: 'entix:failure',
    apply: 'build',
    enforce: 'post',
    buildStart() { failed = note.thrown = undefined; },
    buildEnd(error) { failed ??= error as PluginError | undefined; },
    renderError(error) { failed ??= error as PluginError | undefined; },
    closeBundle: { order: 'post', handler(error?: Error) {
      failed ??= (error ?? note.thrown) as PluginError | undefined;
      if (!failed || !fromCli || process.env.DEBUG) return;
      process.stderr.write(`${failureText(failed.errors?.length ? failed.errors : [failed], sourceOf)}\n`);
      process.exit(1);
    } },
  };
}
