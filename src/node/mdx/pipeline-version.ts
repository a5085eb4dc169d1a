import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * Everything a compiled file depends on besides its own text, as one hash: the source of every
 * local module the pipeline imports (followed from `entries`), the installed version of every
 * package those modules import with everything it depends on, and the options given at runtime.
 * Any change to one of them gives a new hash, and so an empty cache.
 */
export interface PipelineVersion {
  hash: string;
  /** Local module sources by path (relative to root), hashed. */
  sources: Record<string, string>;
  /** `name@version` of every installed package in the closure, by install path. */
  packages: Record<string, string>;
  options: unknown;
}

const IMPORT = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
const BUILTIN = new Set(builtinModules);

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The package a bare specifier names: `a/b/c` → `a`, `@s/a/b` → `@s/a`. */
export function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Local modules reached from `entries` (type-only imports do not count) and the bare packages they import. */
export function moduleGraph(root: string, entries: string[]): { sources: Record<string, string>; packages: Set<string> } {
  const sources: Record<string, string> = {};
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (abs: string) => {
    if (seen.has(abs)) return;
    seen.add(abs);
    const text = readFileSync(abs, 'utf8');
    sources[abs.slice(root.length + 1)] = sha(text);
    for (const m of text.matchAll(IMPORT)) {
      if (m[1]) continue;
      const spec = (m[2] ?? m[3])!;
      if (spec.startsWith('.')) {
        const target = resolve(dirname(abs), spec);
        if (existsSync(target)) visit(target);
      } else if (!spec.startsWith('node:') && !BUILTIN.has(spec)) packages.add(packageName(spec));
    }
  };
  for (const e of entries) visit(resolve(root, e));
  return { sources, packages };
}

/**
 * Installed packages reachable from `names` through their dependencies, resolved as Node does
 * (a nested node_modules first, then each folder up to root's).
 */
export function installedClosure(root: string, names: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  const locate = (from: string, name: string): string | undefined => {
    for (let dir = from; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dir === root || dir === dirname(dir)) return undefined;
    }
  };
  const visit = (from: string, name: string) => {
    const dir = locate(from, name);
    if (!dir) {
      out[`missing:${name}`] = 'none';
      return;
    }
    const key = dir.slice(root.length + 1);
    if (key in out) return;
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version?: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
    out[key] = `${name}@${pkg.version ?? '?'}`;
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies })) {
      if (locate(dir, dep)) visit(dir, dep);
    }
  };
  for (const name of names) visit(root, name);
  return out;
}

/** The version of the pipeline whose modules start at `entries` (paths relative to root), given its runtime options. */
export function pipelineVersion(root: string, entries: string[], options: unknown): PipelineVersion {
  const graph = moduleGraph(root, entries);
  const packages = installedClosure(root, [...graph.packages].sort());
  const sorted = (o: Record<string, string>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
  const parts = { sources: sorted(graph.sources), packages: sorted(packages), options };
  return { ...parts, hash: sha(JSON.stringify(parts)) };
}
