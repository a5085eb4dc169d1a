// Worker side of compile-ahead.ts: once the highlight worker has done its blocks, it compiles the
// content's MDX from the end of the list while the main thread compiles from the start.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { mdxProcessor } from './mdx-options.ts';
import { routeOfFileLink } from './remark-links.ts';
import { preprocess } from './preprocess.ts';
import type { CompiledFacts } from './compiled-facts.ts';
import { compileHighlighted, type HighlightMemo } from './rehype-code.ts';
import { FREE, WORKER } from './compile-ahead.ts';
import { rebaseDocsLink } from '../content/version-links.ts';
import type { VersionRoute } from '../../shared/route-id.ts';

export interface CompileAheadJob {
  /** Files to compile, in the order the main thread is likely to ask for them; the worker starts at the end. */
  files: string[];
  /** Who took each file (compile-ahead.ts: FREE, MAIN, WORKER), shared with the main thread. */
  claims: SharedArrayBuffer;
  /** Content file → route, for relative `.md` links (the site model's fileRoutes). */
  routes: [string, string][];
  /** The docs versions' routes, for '/docs/x' links inside an old version (version-links.ts). */
  versions: VersionRoute[];
  publicDir: string;
  development: boolean;
}

/** What the worker posts: a file it compiled (with the preprocessed text it compiled), or one that failed (the main thread compiles it and reports). */
export type CompileAheadMessage =
  | { file: string; source: string; code: string; facts: CompiledFacts; links: [string, string | null][] }
  | { failed: string };

/** `highlights`: this worker's highlighted blocks, which its compiles read. */
export async function compileFromEnd(job: CompileAheadJob, highlights: HighlightMemo): Promise<void> {
  const port = parentPort!;
  const claims = new Int32Array(job.claims);
  const routes = new Map(job.routes);
  let links: [string, string | null][] = [];
  // As the main thread's compile records them (mdx-plugin.ts): a cached compile holds while they resolve the same.
  const resolveFile = (from: string, target: string) => {
    const route = routeOfFileLink(routes, from, target);
    links.push([target, route ?? null]);
    return route;
  };
  // The build's own processor (mdx-plugin.ts), React's runtime for the build's mode.
  const mdx = mdxProcessor({ resolveFile, rebase: (from, url) => rebaseDocsLink(from, url, job.versions) }, { publicDir: job.publicDir }, { maps: false, development: job.development, highlights });
  for (let i = job.files.length - 1; i >= 0; i--) {
    // A file the main thread took is its own.
    if (Atomics.compareExchange(claims, i, FREE, WORKER) !== FREE) continue;
    const file = job.files[i]!;
    try {
      const source = preprocess(readFileSync(file, 'utf8')).code;
      const result = await compileHighlighted(() => {
        links = [];
        return mdx.transform(source, file);
      });
      port.postMessage({ file, source, code: result.code, facts: result.facts, links } satisfies CompileAheadMessage);
    } catch {
      port.postMessage({ failed: file } satisfies CompileAheadMessage);
    }
  }
}
