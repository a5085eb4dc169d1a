import { z } from 'zod';
import type { SiteConfig } from '../shared/site-config-types.ts';
import { DEFAULT_LOCALE, LOCALES } from '../shared/locales.ts';
import type { Locale } from '../shared/types.ts';
import { applySiteOverrides } from './site-overrides.ts';

const text = z.string().min(1);
/** One string per locale of the registry (the default one required; the others fall back to it), no other keys. */
const perLocale = z.strictObject(Object.fromEntries(LOCALES.map((l) => [l, l === DEFAULT_LOCALE ? text : text.optional()])) as Record<Locale, z.ZodOptional<typeof text>>);
const route = z.string().regex(/^\/|^https?:\/\//, 'must be a route starting with / or an http(s) URL');

// Strict objects everywhere: an unknown (say, misspelled) key stops the build like a wrong type.
const schema = z.strictObject({
  title: text,
  tagline: perLocale,
  url: z.string().regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://entix.dev (no path, no trailing slash)'),
  base: z.string().regex(/^\/([\w.~-]+\/)*$/, "must be a path starting and ending with / ('/', '/entix/')").default('/'),
  navbar: z.strictObject({
    items: z.array(z.strictObject({ label: text, to: route })),
    hideOnScroll: z.boolean(),
  }),
  footer: z.strictObject({ links: z.array(z.strictObject({ title: text, items: z.array(z.strictObject({ label: text, to: route })) })), copyright: text }),
  docs: z.strictObject({
    versions: z.array(z.strictObject({ name: text, label: text, path: z.string().regex(/^\/[\w./-]*[^/]$/, "must be a route without a trailing slash ('/docs')") }))
      .min(1, 'must list at least the current version')
      .refine((v) => v[0]?.name === 'current', "the first version must be named 'current' (the docs in content/<locale>/docs/)")
      .refine((v) => new Set(v.map((x) => x.name)).size === v.length && new Set(v.map((x) => x.path)).size === v.length, 'each version needs its own name and path'),
  }),
  announcement: z.strictObject({ id: text, content: perLocale, href: route }).optional(),
  analytics: z.strictObject({ gtagId: z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX').optional(), anonymizeIp: z.boolean() }).optional(),
  colorMode: z.strictObject({ defaultMode: z.enum(['light', 'dark']), respectPrefersColorScheme: z.boolean() }),
  blog: z.strictObject({ postsPerPage: z.int().positive(), sidebarCount: z.int().nonnegative(), feeds: z.boolean() }),
  editUrl: z.url({ protocol: /^https?$/ }).refine((u) => u.endsWith('/'), 'must end with / (the content path is appended)').optional(),
}) satisfies z.ZodType<SiteConfig>;

function keyPath(path: PropertyKey[]): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('') || '(top level)';
}

/** Checks the site config once per build; a wrong type or an unknown key stops the build, naming the key. */
export function validateSiteConfig(config: unknown, source = 'src/site.config.ts'): SiteConfig {
  const r = schema.safeParse(config);
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) =>
    i.code === 'unrecognized_keys' ? `${i.keys.map((k) => keyPath([...i.path, k])).join(', ')}: unknown key` : `${keyPath(i.path)}: ${i.message}`,
  );
  throw new Error(`Invalid site config (${source}):\n- ${problems.join('\n- ')}`);
}

/** The site config as the build uses it: src/site.config.ts, plus ENTIX_SITE_OVERRIDES for fixture builds, validated. */
export function loadSiteConfig(base: SiteConfig, overrides: string | undefined): SiteConfig {
  return validateSiteConfig(applySiteOverrides(base, overrides), overrides ? 'src/site.config.ts with ENTIX_SITE_OVERRIDES' : undefined);
}
