import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
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

/** The config file's default export, loaded through tsx: it is TypeScript and may import a strings file. */
export async function importSiteConfig(file: string): Promise<SiteConfig> {
  if (!existsSync(file)) throw new Error(`No site config at ${file} (ENTIX_SITE_CONFIG or <content>/site.config.ts)`);
  const { tsImport } = await import('tsx/esm/api');
  const loaded = (await tsImport(pathToFileURL(file).href, import.meta.url)) as { default?: SiteConfig & { __esModule?: boolean; default?: SiteConfig } };
  // Outside a `"type": "module"` package tsx loads the file as CommonJS, its export one level down.
  const mod = loaded.default?.__esModule ? { default: loaded.default.default } : loaded;
  if (!mod.default) throw new Error(`${file}: the site config must be the file's default export`);
  return mod.default;
}

/** The validated site config of a build, and its file (the dev server restarts when it changes). */
export async function loadSite(root: string, contentDir: string, overrides = process.env.ENTIX_SITE_OVERRIDES): Promise<{ site: SiteConfig; file: string }> {
  const file = siteConfigFile(root, contentDir);
  const { loadSiteConfig } = await import('./config.ts');
  return { site: loadSiteConfig(await importSiteConfig(file), overrides, relative(root, file)), file };
}
