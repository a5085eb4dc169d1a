import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

/** Copies tests/fixtures/basic to .cache/fixtures/<name>, applying file overrides (path → text, or null to delete). */
export function makeFixture(name: string, files: Record<string, string | null> = {}, base = 'basic'): string {
  const dir = join(ROOT, '.cache/fixtures', name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'tests/fixtures', base), dir, { recursive: true });
  for (const [rel, text] of Object.entries(files)) {
    const abs = join(dir, rel);
    if (text === null) rmSync(abs, { force: true });
    else { mkdirSync(dirname(abs), { recursive: true }); writeFileSync(abs, text); }
  }
  return dir;
}

const HAS_FLOCK = spawnSync('flock', ['--version']).status === 0;

export interface BuildResult { status: number | null; output: string; outDir: string }

/** Runs the real `vite build` on a content tree, as CI's `npm run build` does. */
/** `cwd` is the project whose vite.config.ts builds it: a patched copy of this one (see projectCopy) or this one. */
export function buildFixture(contentDir: string, outDir = `${contentDir}-dist`, extraEnv: Record<string, string> = {}, cwd = ROOT): BuildResult {
  // Vitest sets NODE_ENV=test, which Vite keeps: the fixture would be built with React's development
  // build (jsxDEV, with absolute file paths in the chunks) instead of the production bundle CI builds.
  const { NODE_ENV: _vitest, ...inherited } = process.env;
  const vite = [process.execPath, join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', ...(extraEnv.MODE ? ['--mode', extraEnv.MODE] : [])];
  // vite-prerender-plugin renders from one folder under the project's node_modules, so two builds
  // at once (two browser test files) would overwrite each other's chunks: one build at a time.
  // flock (util-linux) frees the lock when the build exits, however it exits.
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  const [command, ...args] = HAS_FLOCK ? ['flock', join(ROOT, '.cache/fixture-build.lock'), ...vite] : vite;
  const r = spawnSync(command!, args, {
    cwd,
    env: { ...inherited, ENTIX_CONTENT_DIR: contentDir, ENTIX_OUT_DIR: outDir, ...(extraEnv.MODE === 'development' ? { NODE_ENV: 'development' } : {}), ...extraEnv },
    encoding: 'utf8',
    timeout: 180_000,
  });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}`, outDir };
}

/**
 * A copy of the project's code in .cache/projects/<name> (node_modules linked), with files
 * replaced or patched: for builds that need a code change, such as one more locale.
 */
export function projectCopy(name: string, files: Record<string, string | ((text: string) => string)>): string {
  const dir = join(ROOT, '.cache/projects', name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The site's own code beside its content: its config and the home page's copy.
  for (const f of ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.base.json', 'content/site.config.ts', 'content/home.ts']) cpSync(join(ROOT, f), join(dir, f), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  for (const [rel, change] of Object.entries(files)) {
    const abs = join(dir, rel);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, typeof change === 'string' ? change : change(readFileSync(abs, 'utf8')));
  }
  return dir;
}
