
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
  return `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${scalar(v)}\n`).join('')}---\n`;
}

/**
 * A YAML scalar: plain when it reads back as the same string, else double-quoted (JSON's escapes
 * are YAML's). Written here, not by the yaml package: its stringify was a third of a twin's time.
 */
export function scalar(value: string): string {
  const plain = value !== '' && value === value.trim()
    && !/^[-?:,[\]{}#&*!|>'"%@`]/.test(value) && !/: |:$| #|[\n\t\\]|[\u0000-\u001f\u007f\u2028\u2029]/.test(value)
    // What a YAML 1.2 reader would take for a number, a boolean or null.
    && !/^(?:[-+]?(?:\.?\d[\d_.]*(?:e[-+]?\d+)?|0x[\da-f]+|0o[0-7]+|\.inf|\.nan)|true|false|yes|no|on|off|null|~)$/i.test(value);
  return plain ? value : JSON.stringify(value);
}
