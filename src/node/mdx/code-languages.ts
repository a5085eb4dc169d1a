// Languages the docs may use, and the names shiki knows them by.
export const CODE_LANGUAGES = [
  'bash', 'shell', 'sh', 'http', 'ini', 'toml', 'javascript', 'js', 'typescript', 'ts', 'tsx', 'jsx', 'json', 'json5',
  'log', 'nginx', 'python', 'markup-templating', 'django', 'php', 'sql', 'go', 'html', 'css', 'yaml', 'text', 'diff',
] as const;

export const LANGUAGE_ALIASES: Record<string, string> = {
  django: 'jinja',
  'markup-templating': 'html',
  text: 'plaintext',
};

/** Grammars to load into shiki (the alias targets, not the aliases). */
export const SHIKI_LANGS = ['bash', 'http', 'ini', 'toml', 'javascript', 'typescript', 'tsx', 'jsx', 'json', 'json5', 'log', 'nginx', 'python', 'jinja', 'php', 'sql', 'go', 'html', 'css', 'yaml', 'diff'];

export function isKnownLanguage(lang: string): boolean {
  return (CODE_LANGUAGES as readonly string[]).includes(lang);
}
