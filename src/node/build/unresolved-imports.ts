import type { Plugin } from 'vite';
import { isAbsolute, relative } from 'node:path';
import { ContentError, type ContentProblem } from '../content/content-error.ts';
import { unresolvedProblem } from '../content/import-problem.ts';
import { contentFailure, failBuild, type FailureNote } from './failure-plugin.ts';

/**
 * Rolldown keeps an import it cannot resolve as an external one and only warns; Vite turns that
 * warning into an error once the whole build has run, after dist/ was swapped in with pages that
 * cannot load. The module graph says so first: an external is a module Rolldown never loaded (the
 * client build declares none). Each one fails the build at the end of the graph, before any
 * output, naming the file and line that imports it.
 */
export function unresolvedImportsPlugin(opts: { root: string; display: (file: string) => string | undefined; failure: FailureNote }): Plugin {
  const reported = new Set<string>();
  return {
    name: 'entix:unresolved-imports',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const problems: ContentProblem[] = [];
      const ids = [...this.getModuleIds()];
      // A module's info copies its code out of Rolldown: only ids that are no path (an external's is its
      // specifier) are looked at, and every importer only once there is one (~0.2 s at 2,000 pages).
      const externals = new Set(ids.filter((id) => !isAbsolute(id) && !id.startsWith('\0') && this.getModuleInfo(id)?.code == null));
      if (!externals.size) return;
      for (const importer of ids) {
        const info = this.getModuleInfo(importer);
        for (const specifier of new Set([...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])])) {
          if (!externals.has(specifier)) continue;
          const file = importer.split('?')[0]!;
          problems.push(unresolvedProblem(file, opts.display(file) ?? relative(opts.root, file), specifier));
          reported.add(`${importer}\0${specifier}`);
        }
      }
      if (problems.length) throw failBuild(opts.failure, contentFailure(new ContentError(problems)));
    },
    // Rolldown's own warnings arrive after the build has stopped: those reported above once is enough.
    onLog(_level, log) {
      const { id, exporter } = log as { id?: string; exporter?: string };
      if (log.code === 'UNRESOLVED_IMPORT' && reported.has(`${id}\0${exporter}`)) return false;
      return undefined;
    },
  };
}
