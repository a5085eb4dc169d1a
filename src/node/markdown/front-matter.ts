import { stringify } from 'yaml';

export interface TwinMeta {
  title: string;
  description?: string;
  /** Absolute URL of the page a reader sees (its canonical URL). */
  canonical: string;
  /** ISO date, from git or the page's `last_update`. */
  lastUpdated?: string;
  locale: string;
  /** The docs version's name (site config `docs.versions`); docs pages only. */
  version?: string;
}

/** The twin's YAML front matter: what a reader's tool needs to cite the page and know which language and version it is. */
export function frontMatter(meta: TwinMeta): string {
  const fields: Record<string, string> = { title: meta.title };
  if (meta.description) fields.description = meta.description;
  fields.canonical = meta.canonical;
  if (meta.lastUpdated) fields.last_updated = meta.lastUpdated;
  fields.locale = meta.locale;
  if (meta.version) fields.version = meta.version;
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n`;
}
