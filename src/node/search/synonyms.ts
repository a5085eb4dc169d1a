import { existsSync, readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isSeq, type Node } from 'yaml';

export const SYNONYMS_FILE = 'search-synonyms.yml';

/**
 * content/search-synonyms.yml: a list of groups, each the words and phrases readers use for one
 * idea (`- [事务, transaction]`); a query for one finds the others. A missing file is no table.
 * Anything else than a list of lists of two or more strings fails with the file and line.
 */
export function loadSynonyms(abs: string, display = abs): string[][] {
  if (!existsSync(abs)) return [];
  const source = readFileSync(abs, 'utf8');
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  const fail = (node: Node | null | undefined, message: string, pos?: number): never => {
    const line = lines.linePos(pos ?? node?.range?.[0] ?? 0).line;
    throw new Error(`${display}:${line}: ${message}`);
  };
  const err = doc.errors[0];
  if (err) fail(null, `malformed YAML: ${err.message.split('\n')[0]}`, err.pos[0]);
  if (doc.contents === null) return [];
  if (!isSeq(doc.contents)) return fail(doc.contents, 'must be a list of synonym groups, e.g. - [事务, transaction]');
  return doc.contents.items.map((item) => {
    if (!isSeq(item)) return fail(item as Node, 'each synonym group must be a list, e.g. [事务, transaction]');
    const words = item.items.map((w) => {
      const v = (w as Node & { value?: unknown }).value;
      if (typeof v !== 'string' && typeof v !== 'number') fail(w as Node, 'a synonym must be a word or phrase');
      return String(v).trim();
    });
    if (words.length < 2 || words.some((w) => !w)) fail(item, 'a synonym group needs at least two non-empty words');
    return words;
  });
}
