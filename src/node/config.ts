import { z } from 'zod';
import type { SiteConfig } from '../shared/site-config-types.ts';
import { localeData, type LocaleData } from '../shared/locale-table.ts';
import { bindProcessLocales } from './process-locales.ts';
import en from '../shared/i18n/en.ts';
import { hasPackStrings } from '../shared/lang/strings.ts';
import { applySiteOverrides } from './site-overrides.ts';

const text = z.string().min(1);
const uiStrings = z.strictObject(Object.fromEntries(Object.keys(en).map((k) => [k, text.optional()])));
const localeEntry = z.strictObject({
  code: z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lower-case folder name ('en', 'zh', 'pt-br')"),
  label: text,
  lang: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, "must be a BCP 47 tag ('en', 'zh-CN')"),
  prefix: z.string().regex(/^(\/[\w-]+)?$/, "must be '' or a route segment such as '/zh'").optional(),
  dir: z.enum(['ltr', 'rtl']).optional(),
  hreflang: text.optional(),
  ogLocale: text.optional(),
  strings: uiStrings.optional(),
});
const locales = z.array(localeEntry).min(1, 'must list at least the default locale').superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((l, i) => {
    const prefix = l.prefix ?? (i === 0 ? '' : `/${l.code}`);
    if (i === 0 && prefix !== '') ctx.addIssue({ code: 'custom', path: [i, 'prefix'], message: "the default locale is served at the site root: its prefix must be ''" });
    if (i > 0 && prefix === '') ctx.addIssue({ code: 'custom', path: [i, 'prefix'], message: "only the default (first) locale has the prefix ''" });
    if (seen.has(l.code) || seen.has(prefix)) ctx.addIssue({ code: 'custom', path: [i, 'code'], message: `"${l.code}" (prefix '${prefix}') is listed twice` });
    seen.add(l.code).add(prefix);
    if (!hasPackStrings(l.lang)) {
      const missing = Object.keys(en).filter((k) => !l.strings?.[k]);
      if (missing.length) ctx.addIssue({ code: 'custom', path: [i, 'strings'], message: `the engine has no UI strings for lang "${l.lang}": give every key (missing: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? `, and ${missing.length - 5} more` : ''})` });
    }
  });
});
const route = z.string().regex(/^\/|^https?:\/\//, 'must be a route starting with / or an http(s) URL');

// Strict objects everywhere: an unknown (say, misspelled) key stops the build like a wrong type.
/** One string per locale of the config (the default one required; the others fall back to it), no other keys. */
const perLocale = (codes: string[]) => z.strictObject(Object.fromEntries(codes.map((l, i) => [l, i === 0 ? text : text.optional()])));

const schema = (codes: string[]) => z.strictObject({
  title: text,
  locales,
  tagline: perLocale(codes),
  url: z.string().regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://entix.dev (no path, no trailing slash)'),
  base: z.string().regex(/^\/([\w.~-]+\/)*$/, "must be a path starting and ending with / ('/', '/entix/')").default('/'),
  navbar: z.strictObject({
    items: z.array(z.strictObject({ label: text, to: route })),
    hideOnScroll: z.boolean(),
  }),
  footer: z.strictObject({ links: z.array(z.strictObject({ title: text, items: z.array(z.strictObject({ label: text, to: route })) })), copyright: text }),
  docs: z.strictObject({
    versions: z.array(z.strictObject({ name: text, label: text, path: z.string().regex(/^\/[\w./-]*[^/]$/, "must be a route without a trailing slash ('/docs')"), banner: z.enum(['unmaintained', 'none']).optional() }))
      .min(1, 'must list at least the current version')
      .refine((v) => v[0]?.name === 'current', "the first version must be named 'current' (the docs in content/<locale>/docs/)")
      .refine((v) => new Set(v.map((x) => x.name)).size === v.length && new Set(v.map((x) => x.path)).size === v.length, 'each version needs its own name and path'),
  }),
  announcement: z.strictObject({ id: text, content: perLocale(codes), href: route }).optional(),
  analytics: z.strictObject({ gtagId: z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX').optional(), anonymizeIp: z.boolean() }).optional(),
  colorMode: z.strictObject({ defaultMode: z.enum(['light', 'dark']), respectPrefersColorScheme: z.boolean() }),
  blog: z.strictObject({ postsPerPage: z.int().positive(), sidebarCount: z.int().nonnegative(), feeds: z.boolean() }),
  editUrl: z.url({ protocol: /^https?$/ }).refine((u) => u.endsWith('/'), 'must end with / (the content path is appended)').optional(),
});

function keyPath(path: PropertyKey[]): string {
  return path.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${String(k)}`)).join('') || '(top level)';
}

/** Checks the site config once per build; a wrong type or an unknown key stops the build, naming the key. */
export function validateSiteConfig(config: unknown, source = 'content/site.config.ts'): SiteConfig {
  const list = (config as { locales?: unknown } | null)?.locales;
  const codes = Array.isArray(list) ? list.map((l) => (l as { code?: unknown })?.code).filter((c): c is string => typeof c === 'string') : [];
  const r = schema(codes).safeParse(config);
  if (r.success) return r.data as SiteConfig;
  const problems = r.error.issues.map((i) =>
    i.code === 'unrecognized_keys' ? `${i.keys.map((k) => keyPath([...i.path, k])).join(', ')}: unknown key` : `${keyPath(i.path)}: ${i.message}`,
  );
  throw new Error(`Invalid site config (${source}):\n- ${problems.join('\n- ')}`);
}

/** Each locale's entry with its defaults filled, as the client's virtual:entix/locales carries it. */
export function siteLocales(site: SiteConfig): LocaleData[] {
  return site.locales.map((l, i) => localeData(l, i === 0));
}

/**
 * The site config as the build uses it: its file, plus ENTIX_SITE_OVERRIDES for fixture builds,
 * validated; binds the process' locales (shared/locale-table.ts) to it.
 */
export function loadSiteConfig(base: SiteConfig, overrides: string | undefined, source = 'content/site.config.ts'): SiteConfig {
  const site = validateSiteConfig(applySiteOverrides(base, overrides), overrides ? `${source} with ENTIX_SITE_OVERRIDES` : source);
  bindProcessLocales(siteLocales(site));
  return site;
}
