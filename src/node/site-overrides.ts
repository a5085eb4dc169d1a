import type { SiteConfig } from '../shared/site-config-types.ts';

type Json = null | string | number | boolean | Json[] | { [k: string]: Json };

function merge(base: unknown, patch: Json): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  const out: Record<string, unknown> = { ...(base && typeof base === 'object' ? (base as Record<string, unknown>) : {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = merge(out[k], v);
  }
  return out;
}

/**
 * Fixture builds change a few config keys without editing their site config:
 * ENTIX_SITE_OVERRIDES='{"analytics":{"gtagId":null}}' deep-merges, null deletes a key.
 */
export function applySiteOverrides(site: SiteConfig, json: string | undefined): SiteConfig {
  if (!json) return site;
  let patch: Json;
  try {
    patch = JSON.parse(json) as Json;
  } catch (e) {
    throw new Error(`ENTIX_SITE_OVERRIDES is not JSON: ${(e as Error).message}`);
  }
  return merge(site, patch) as SiteConfig;
}
