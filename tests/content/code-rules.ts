// Error codes, transactions and frontmatter lists across pages; content.test.ts applies these, code-rules.test.ts proves they catch bad pages.
import { parse } from 'yaml';

/** Codes in the first column of the tables on the error-code page (`| \`40401\` | 404 | …`). */
export function definedCodes(errorCodePage: string): Set<number> {
  return new Set([...errorCodePage.matchAll(/^\|\s*`(\d{5})`\s*\|/gm)].map((m) => Number(m[1])));
}

export interface CodeUse { code: number; msg?: string; line: number }

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Every error code a page answers with in an example: `"code": N` (with its `"msg"`), `returnError(N, …)`, `entix.Error(N, …)`. */
export function codeUses(body: string): CodeUse[] {
  const uses: CodeUse[] = [];
  const str = String.raw`(?:"((?:[^"\\]|\\.)*)"|\x60([^\x60]*)\x60)`;
  const patterns = [
    new RegExp(String.raw`"code":\s*(\d{5})(?:,\s*"msg":\s*${str})?`, 'g'),
    new RegExp(String.raw`\b(?:returnError|entix\.Error)\(\s*(\d{5})(?:\s*,\s*(?:fmt\.Sprintf\()?${str})?`, 'g'),
  ];
  for (const re of patterns) {
    for (const m of body.matchAll(re)) uses.push({ code: Number(m[1]), msg: m[2] ?? m[3], line: lineAt(body, m.index) });
  }
  return uses.sort((a, b) => a.line - b.line);
}

export const isAppCode = (code: number) => code >= 49000 && code <= 49999;

/** The application-code table of product-facts.md: code → message pattern (`…` stands for any text). */
export function appCodeTable(facts: string): Map<number, string> {
  const section = /^## Application error codes[^\n]*\n([\s\S]*?)(?=^## )/m.exec(facts)?.[1] ?? '';
  return new Map([...section.matchAll(/^\|\s*`(49\d{3})`\s*\|[^|]*\|\s*`([^`]+)`\s*\|/gm)].map((m) => [Number(m[1]), m[2]!]));
}

/** A message matches a pattern when it has the pattern's fixed text in order; `${…}` and `%d` in code stand for values. */
export function messageMatches(msg: string, pattern: string): boolean {
  const re = pattern.split('…').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${re}$`).test(msg);
}

/** Problems with the error codes a page uses. */
export function checkCodes(body: string, defined: Set<number>, appCodes: Map<number, string>): string[] {
  const problems: string[] = [];
  for (const u of codeUses(body)) {
    if (u.code === 0) continue;
    if (!isAppCode(u.code)) {
      if (!defined.has(u.code)) problems.push(`body line ${u.line}: error code ${u.code} is not defined on the error-code page (docs/api/error-code.md)`);
      continue;
    }
    const pattern = appCodes.get(u.code);
    if (pattern === undefined) problems.push(`body line ${u.line}: application code ${u.code} is not in the table in content/product-facts.md`);
    else if (u.msg !== undefined && !messageMatches(u.msg, pattern)) problems.push(`body line ${u.line}: application code ${u.code} means "${pattern}" (content/product-facts.md), not "${u.msg}"`);
  }
  return problems;
}

/** Script functions are synchronous: an async callback makes `transaction` fail with 50010. */
export function checkTransactions(body: string): string[] {
  return [...body.matchAll(/\btransaction\(\s*async\b/g)].map((m) => `body line ${lineAt(body, m.index)}: transaction(async …) fails with 50010; pass a plain function`);
}

/** `keywords` and `tags` entries must be strings as written (YAML reads `NULL` as null and `40001` as a number). */
export function checkFrontMatterLists(source: string): string[] {
  const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1];
  if (yaml === undefined) return [];
  const data = parse(yaml) as Record<string, unknown> | null;
  const problems: string[] = [];
  for (const key of ['keywords', 'tags']) {
    const list = data?.[key];
    if (!Array.isArray(list)) continue;
    for (const v of list) if (typeof v !== 'string') problems.push(`frontmatter ${key} entry ${JSON.stringify(v)} is a ${v === null ? 'null' : typeof v}; quote it`);
  }
  return problems;
}

/** Every 4xxxx or 5xxxx code (up to 50999, and 42900) written anywhere on a page (prose, tables, code), outside longer numbers; 49xxx application codes aside. */
export function writtenCodes(body: string): CodeUse[] {
  // A bound of a range (`40000` to `59999`, 40010–40019) is not a code.
  return [...body.matchAll(/(?<![\w.,-])([45]\d{4})(?![\w.,]\d|\w)(?!`?\s*(?:to|到|至|–|-|~|\.\.)\s*`?\d)/g)]
    .filter((m) => !/\d`?\s*(?:to|到|至|–|-|~|\.\.)\s*`?$/.test(body.slice(Math.max(0, m.index - 12), m.index)))
    .map((m) => ({ code: Number(m[1]), line: lineAt(body, m.index) }))
    .filter((u) => !isAppCode(u.code) && (u.code < 42000 || u.code >= 50000) && u.code < 51000 || u.code === 42900);
}

/** A 4xxxx/5xxxx code written on a page that the error-code page does not define. */
export function checkWrittenCodes(body: string, defined: Set<number>): string[] {
  return writtenCodes(body).filter((u) => !defined.has(u.code)).map((u) => `body line ${u.line}: error code ${u.code} is not on the error-code page (docs/api/error-code.md)`);
}
