import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { moduleGraph } from './mdx/pipeline-version.ts';
import { REPLACED } from './replaced-packages.ts';

/**
 * Packages left as imports: Vite's own stack (one copy of it, the config's), and packages that find
 * files beside their own code (shiki's grammars). The rest (unified, micromark, zod, yaml,
 * pinyin-pro…) is inlined: a thread then loads one file, not hundreds of small modules.
 */
const EXTERNAL = /^(?:node:|vite$|vite\/|rolldown|@rolldown\/|lightningcss|esbuild|tsx|fsevents|@vitejs\/|vite-plugin-pages|vite-prerender-plugin|shiki|@shikijs\/|typescript)/;

/** Where the bundle of `entry` lives: named by a hash of our sources it reaches and of the installed packages. */
function bundlePlace(root: string, entry: string): { base: string; dir: string; name: string; out: string } {
  const { sources } = moduleGraph(root, [entry, ...Object.values(REPLACED)]);
  const installed = join(root, 'node_modules/.package-lock.json');
  // Read, not imported: a worker's bundle is looked up synchronously (builtCodeBundle).
  const { version } = createRequire(join(root, 'package.json'))('rolldown/package.json') as { version: string };
  const hash = createHash('sha256')
    .update(JSON.stringify([version, entry, Object.entries(sources).sort()]))
    .update(existsSync(installed) ? readFileSync(installed) : '')
    .digest('hex')
    .slice(0, 16);
  const name = entry.replace(/^.*\//, '').replace(/\.ts$/, '');
  const base = resolve(root, 'node_modules/.cache/entix-code');
  const dir = join(base, `${name}-${hash}`);
  return { base, dir, name, out: join(dir, `${name}.mjs`) };
}

/**
 * The bundle of `entry` if it is already made for these sources and packages, found without
 * yielding: a worker can then start before the synchronous work that follows (the site model).
 */
export function builtCodeBundle(root: string, entry: string): string | undefined {
  const { out } = bundlePlace(root, entry);
  return existsSync(out) ? out : undefined;
}

/**
 * A module of our build-time code bundled as one ES module file, under node_modules (so the imports
 * left in it resolve as from the project) but outside the content caches: it depends on code only.
 * Its folder is named by a hash of our sources it reaches and of the installed packages, so an edit
 * to either makes a new one. Resolves to the file's path.
 */
export async function codeBundle(root: string, entry: string): Promise<string> {
  const { base, dir, name, out } = bundlePlace(root, entry);
  if (existsSync(out)) return out;
  const { build } = await import('rolldown');
  // Built beside and renamed: two builds at once, or one that dies mid-write, leave no half folder.
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    await build({
      input: { [name]: resolve(root, entry) },
      platform: 'node',
      cwd: root,
      logLevel: 'silent',
      // A replaced package is ours to bundle, though it matches EXTERNAL.
      external: (id) => !Object.hasOwn(REPLACED, id) && EXTERNAL.test(id),
      plugins: [{ name: 'entix:replaced', resolveId: (id) => (Object.hasOwn(REPLACED, id) ? resolve(root, REPLACED[id]!) : null) }],
      output: { dir: partial, format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
    });
    try {
      renameSync(partial, dir);
    } catch {
      // Another build renamed its own first: the same code.
    }
    // Earlier versions of this module: each edit to the build code would otherwise leave one behind.
    for (const old of readdirSync(base)) if (old.startsWith(`${name}-`) && !old.includes('.partial') && join(base, old) !== dir) rmSync(join(base, old), { recursive: true, force: true });
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  return out;
}
