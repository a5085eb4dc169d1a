import { readFileSync } from 'node:fs';
import type { ContentProblem } from './content-error.ts';

/** Line and column (1-based) of the first quoted `specifier` in a file's text: its import. */
export function importPlace(text: string, specifier: string): { line: number; column: number } | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    for (const q of ["'", '"']) {
      const at = lines[i]!.indexOf(`${q}${specifier}${q}`);
      if (at >= 0) return { line: i + 1, column: at + 1 };
    }
  }
  return undefined;
}

/** The file's text, or undefined for a module that is no file (a virtual one). */
function textOf(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** What a writer reads for an import nothing resolves, at the import's line in the file (read unless given). */
export function unresolvedProblem(file: string, display: string, specifier: string, text = textOf(file)): ContentProblem {
  const relativeSpec = specifier.startsWith('.') || specifier.startsWith('/');
  const pkg = specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
  const why = relativeSpec ? `there is no such file next to ${file.split('/').pop()}` : `no installed package is named "${pkg}" (add it to package.json, or fix the name)`;
  return { rule: 'import', file: display, ...(text === undefined ? {} : importPlace(text, specifier)), message: `imports "${specifier}", which cannot be found: ${why}` };
}
