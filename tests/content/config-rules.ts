// Settings named on any page against the configuration page's reference table: a key or variable
// spelled otherwise, or one the table lacks, is a reader's setting that does nothing.

export interface SettingsTable { keys: Set<string>; envs: Set<string> }

const ticks = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The rows of the table whose first cell is a key in backticks: `a.b` / `.c` names a.b and a.c. */
export function settingsTable(markdown: string): SettingsTable {
  const keys = new Set<string>();
  const envs = new Set<string>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').slice(1, -1);
    if (cells.length < 4 || !cells[0]!.trim().startsWith('`')) continue;
    const names = ticks(cells[0]!);
    const stem = names[0]!.slice(0, names[0]!.lastIndexOf('.'));
    for (const n of names) keys.add(n.startsWith('.') ? stem + n : n);
    for (const e of ticks(cells[1]!)) envs.add(e);
  }
  return { keys, envs };
}

/** `section.key` of each assignment in a TOML sample; an entity's own section reads as `<entity>`. */
export function tomlKeys(code: string): { key: string; line: number }[] {
  let section = '';
  const out: { key: string; line: number }[] = [];
  code.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[([\w.-]+)\]$/.exec(line);
    if (header) section = header[1]!.replace(/^access\.entities\.[\w-]+$/, 'access.entities.<entity>');
    const assign = /^([\w-]+)\s*=/.exec(line);
    if (assign) out.push({ key: section ? `${section}.${assign[1]}` : assign[1]!, line: i + 1 });
  });
  return out;
}

/** `ENTIX_*` names in a text, apart from the `ENTIX_APP_*` values scripts read. */
export function envNames(text: string): { name: string; line: number }[] {
  return text.split('\n').flatMap((l, i) => [...l.matchAll(/\bENTIX_[A-Z0-9_]*[A-Z0-9]\b/g)].filter((m) => !m[0].startsWith('ENTIX_APP_')).map((m) => ({ name: m[0], line: i + 1 })));
}
