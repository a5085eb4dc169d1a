import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { codeBundle } from './code-bundle.ts';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '../shared/site-config-types.ts';

/**
 * Which file configures the site: ENTIX_SITE_CONFIG when set, else the content folder's own
 * `site.config.ts` (a fixture site carries its config beside its content), else content/site.config.ts.
 */
export function siteConfigFile(root: string, contentDir: string, env = process.env.ENTIX_SITE_CONFIG): string {
  if (env) return resolve(root, env);
  const own = resolve(contentDir, 'site.config.ts');
  return existsSync(own) ? own : resolve(root, 'content/site.config.ts');
}

/**
 * The config file's default export. It is TypeScript and may import a strings file: bundled once per
 * change of what it reaches (code-bundle.ts) and imported as plain JS, since tsx's import would start
 * a loader thread that stays for the build (~10 MB of its peak); through tsx only when bundling fails.
 */
export async function importSiteConfig(file: string, root = dirname(file)): Promise<SiteConfig> {
  if (!existsSync(file)) throw new Error(`No site config at ${file} (ENTIX_SITE_CONFIG or <content>/site.config.ts)`);
  let loaded: { default?: SiteConfig & { __esModule?: boolean; default?: SiteConfig } };
  try {
    loaded = (await import(pathToFileURL(await codeBundle(root, relative(root, file))).href)) as typeof loaded;
  } catch {
    const { tsImport } = await import('tsx/esm/api');
    loaded = (await tsImport(pathToFileURL(file).href, import.meta.url)) as typeof loaded;
  }
  // Outside a `"type": "module"` package tsx loads the file as CommonJS, its export one level down.
  const mod = loaded.default?.__esModule ? { default: loaded.default.default } : loaded;
  if (!mod.default) throw new Error(`${file}: the site config must be the file's default export`);
  return mod.default;
}

/** The validated site config of a build, and its file (the dev server restarts when it changes). */
export async function loadSite(root: string, contentDir: string, overrides = process.env.ENTIX_SITE_OVERRIDES): Promise<{ site: SiteConfig; file: string }> {
  const file = siteConfigFile(root, contentDir);
  const { loadSiteConfig } = await import('./config.ts');
  const { withContentVersions } = await import('./content/versions.ts');
  const site = loadSiteConfig(await importSiteConfig(file, root), overrides, relative(root, file));
  return { site: withContentVersions(site, contentDir, root, site.locales[0]!.code), file };
}
