import type { YAMLError } from 'yaml';

/**
 * Where a YAML error is, as 1-based line and column of the file: the parser runs with
 * `prettyErrors: false` (no code frame in the message), which also leaves `linePos` unset, so the
 * place comes from the error's character offset. `lineOffset` is the number of file lines before
 * the YAML text (1 for frontmatter, after its `---`).
 */
export function yamlErrorPlace(err: YAMLError, text: string, lineOffset = 0): { line: number; column: number } {
  const offset = Math.max(0, Math.min(err.pos?.[0] ?? 0, text.length));
  const before = text.slice(0, offset).split('\n');
  return { line: before.length + lineOffset, column: before[before.length - 1]!.length + 1 };
}

/** A YAML error's message, one line: the first line of the parser's, which has no place in it without prettyErrors. */
export function yamlErrorText(err: YAMLError): string {
  return err.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
}

/** What a writer can do about most YAML mistakes. */
export const YAML_FIX = 'check the indentation, the `key: value` form, and quote a value that holds ": ", " #" or starts with one of [ { * & ! | > \' " % @ `';

/**
 * The document's value, or where and why it has none: `toJS` throws on what parsing accepted, a
 * value starting with `*` (`title: *bold*` is an alias to an anchor `bold*` that was never set),
 * or an alias expanded too often. Without this, the scan stopped on a bare ReferenceError with no file.
 */
export function yamlValue(doc: { toJS(): unknown }, text: string, lineOffset = 0): { value: unknown } | { line: number; column: number; message: string } {
  try {
    return { value: doc.toJS() };
  } catch (e) {
    const message = (e as Error).message.split('\n')[0]!;
    const alias = /Unresolved alias[^:]*: (.+)$/.exec(message)?.[1];
    const at = alias ? text.indexOf(`*${alias}`) : -1;
    const before = text.slice(0, Math.max(0, at)).split('\n');
    const place = at >= 0 ? { line: before.length + lineOffset, column: before[before.length - 1]!.length + 1 } : { line: 1 + lineOffset, column: 1 };
    const why = alias ? `"*${alias}" reads as a YAML alias (a value starting with "*"), and no anchor "&${alias}" is set: put the value in quotes` : `${message}: ${YAML_FIX}`;
    return { ...place, message: why };
  }
}
