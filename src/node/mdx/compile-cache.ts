import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheEntries, sha as shaOf } from '../cache-entries.ts';
import { pruneOtherVersions } from '../cache-dir.ts';
import type { CompiledFacts } from './compiled-facts.ts';

/** A compiled MDX module as the bundler gets it, with what the compile recorded about the file. */
export interface CompiledEntry {
  code: string;
  map?: unknown;
  facts: CompiledFacts;
  /** What the output depends on outside the file and the pipeline: each must still hold for a hit. */
  deps: CompileDeps;
}

export interface CompileDeps {
  /** Relative `.md` links and the route each resolved to (null: no such file) when compiled. */
  links: [target: string, route: string | null][];
  /** Image files the page imports or names in public/. */
  files: string[];
}

export interface CompileCache {
  readonly dir: string;
  /** The entry for this file and text, if the pipeline compiled exactly this before and `valid` accepts its deps. */
  get(file: string, source: string, valid: (deps: CompileDeps) => boolean): CompiledEntry | undefined;
  /** Whether an entry for this text exists (its deps unchecked). */
  has(file: string, source: string): boolean;
  put(file: string, source: string, entry: CompiledEntry): void;
}

const sha = (text: string) => shaOf(text, 20);

/**
 * Compiled MDX survives between builds and dev servers, one small file per source file under a
 * folder named by the pipeline version (pipeline-version.ts): an entry is used only for the same
 * path and text, compiled by the same plugins, options and packages. Saving a file replaces its
 * previous entry, so the folder holds one entry per file however often it is edited.
 */
export function compileCache(base: string, pipelineHash: string): CompileCache {
  const dir = join(base, `mdx-${pipelineHash}`);
  const name = (file: string, source: string) => `${sha(file)}-${sha(source)}.json`;
  let pruned = false;
  const entries = cacheEntries(dir, sha('').length + 1);
  return {
    dir,
    has: (file, source) => existsSync(join(dir, name(file, source))),
    get(file, source, valid) {
      let entry: CompiledEntry;
      try {
        entry = JSON.parse(readFileSync(join(dir, name(file, source)), 'utf8')) as CompiledEntry;
      } catch {
        return undefined;
      }
      return valid(entry.deps) ? entry : undefined;
    },
    put(file, source, entry) {
      if (!pruned) {
        pruned = true;
        pruneOtherVersions(base, 'mdx-', `mdx-${pipelineHash}`);
      }
      entries.replace(`${sha(file)}-`, [[name(file, source), { text: JSON.stringify(entry) }]]);
    },
  };
}
