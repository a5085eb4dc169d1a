import type { SiteConfig } from '../shared/site-config-types.ts';

/** Checks the site config once per build; a wrong value stops the build with the key's name. */
export function validateSiteConfig(config: SiteConfig): SiteConfig {
  const problems: string[] = [];
  const need = (ok: boolean, msg: string) => { if (!ok) problems.push(msg); };
  need(typeof config.title === 'string' && config.title.length > 0, 'title must be a non-empty string');
  need(/^https?:\/\/[^/]+$/.test(config.url), 'url must be an origin like https://entix.dev (no trailing slash)');
  need(config.locales.all.includes(config.locales.default), 'locales.default must be one of locales.all');
  for (const l of config.locales.all) need(typeof config.tagline[l] === 'string', `tagline.${l} is missing`);
  need(config.blog.postsPerPage > 0 && Number.isInteger(config.blog.postsPerPage), 'blog.postsPerPage must be a positive integer');
  need(config.blog.sidebarCount >= 0, 'blog.sidebarCount must be 0 or more');
  for (const item of config.navbar.items) need(item.to.startsWith('/') || /^https?:/.test(item.to), `navbar item "${item.label}" must link to a route or URL`);
  if (config.analytics?.gtagId !== undefined) need(/^G-[A-Z0-9]+$/.test(config.analytics.gtagId), 'analytics.gtagId must look like G-XXXXXXX');
  if (problems.length) throw new Error(`Invalid site config (src/site.config.ts):\n- ${problems.join('\n- ')}`);
  return config;
}
