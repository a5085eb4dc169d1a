// Docusaurus' naming rules for blog files: the date and slug can come from the file name.

const DATED = /^(?:(.*)\/)?(\d{4})[-/](\d{2})[-/](\d{2})[-/](.+)$/;

export interface PostPath {
  /** 'YYYY-MM-DD' from the file name, if it has a date prefix. */
  date?: string;
  /** Slug from the file name: date prefix, extension and a trailing /index dropped. */
  slug: string;
  /** A date-shaped prefix that is no calendar date ('2025-13-45'). */
  impossibleDate?: string;
}

/** '2025-06-01-entix-v4.md' → { date: '2025-06-01', slug: 'entix-v4' }; 'a/2025/06/01/x/index.md' works too. */
export function parsePostPath(rel: string): PostPath {
  const noExt = rel.replace(/\\/g, '/').replace(/\.mdx?$/, '').replace(/\/(index|README)$/i, '');
  const m = DATED.exec(noExt);
  if (!m) return { slug: noExt };
  const [, dir, y, mo, d, rest] = m;
  const date = `${y}-${mo}-${d}`;
  const slug = [dir, rest].filter(Boolean).join('/');
  return validDate(date) ? { date, slug } : { date: undefined, slug, impossibleDate: date };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Why a YYYY-MM-DD is no calendar date, in a writer's words ('there is no month 13'). */
export function whyNoDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12) return `there is no month ${m}`;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d < 1 || d > days ? `${MONTHS[m - 1]} ${y} has ${days} days` : 'it is not a calendar date';
}

function validDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/**
 * Frontmatter `date` ('2025-06-01', '2025-06-01T10:00:00Z', a YAML Date turned ISO) → 'YYYY-MM-DD';
 * undefined when it cannot be read as a real calendar date.
 */
export function parsePostDate(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!m || !validDate(m[1]!)) return undefined;
  return m[1];
}

/** Frontmatter slug wins ('entix-v4' or '/entix-v4' both sit under /blog); else the file name's. */
export function postRoute(base: string, fmSlug: unknown, fileSlug: string): string {
  const slug = typeof fmSlug === 'string' && fmSlug.trim() ? fmSlug.trim() : fileSlug;
  return `${base}/${slug.replace(/^\/+|\/+$/g, '')}`;
}
