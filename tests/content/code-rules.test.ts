import { describe, expect, it } from 'vitest';
import { appCodeTable, checkCodes, checkWrittenCodes, checkFrontMatterLists, checkTransactions, codeUses, definedCodes, messageMatches } from './code-rules.ts';

const errorPage = '| code | HTTP |\n|---|---|\n| `40401` | 404 | row |\n| `40100` | 401 | not signed in |\n';
const facts = '## Application error codes (49xxx)\n\n| code | meaning | message pattern |\n|---|---|---|\n| `49001` | out of stock | `out of stock…` |\n| `49005` | cancel | `order … is … and cannot be cancelled` |\n\n## Next\n';

describe('code rules', () => {
  it('reads defined codes and the application-code table', () => {
    expect([...definedCodes(errorPage)]).toEqual([40401, 40100]);
    expect([...appCodeTable(facts)]).toEqual([[49001, 'out of stock…'], [49005, 'order … is … and cannot be cancelled']]);
  });
  it('finds codes with their messages in JSON, returnError and entix.Error', () => {
    const body = '```json\n{"code": 40401, "msg": "row not found", "data": null}\n```\n\n```javascript\nreturnError(49005, `order ${o.id} is ${o.status} and cannot be cancelled`);\n```\n\n```go\nreturn entix.Error(49001, fmt.Sprintf("out of stock: product %d", id))\n```\n';
    expect(codeUses(body)).toEqual([
      { code: 40401, msg: 'row not found', line: 2 },
      { code: 49005, msg: 'order ${o.id} is ${o.status} and cannot be cancelled', line: 6 },
      { code: 49001, msg: 'out of stock: product %d', line: 10 },
    ]);
    expect(messageMatches('order 1001 is paid and cannot be cancelled', 'order … is … and cannot be cancelled')).toBe(true);
    expect(messageMatches('wrong email or password', 'out of stock…')).toBe(false);
  });
  it('reports undefined platform codes, unknown application codes and a second meaning', () => {
    const body = '`{"code": 50300, "msg": "down", "data": null}`\n\nreturnError(49002, "bad quantity");\n\nreturnError(49001, "wrong email or password");\n\nreturnError(40100, "not signed in");\n';
    expect(checkCodes(body, definedCodes(errorPage), appCodeTable(facts))).toEqual([
      'body line 1: error code 50300 is not defined on the error-code page (docs/api/error-code.md)',
      'body line 3: application code 49002 is not in the table in content/product-facts.md',
      'body line 5: application code 49001 means "out of stock…" (content/product-facts.md), not "wrong email or password"',
    ]);
  });
  it('reports a code written in prose or a table that the error-code page lacks, at its line', () => {
    const body = 'A missing row answers `40401`.\n\n| 40402 | gone |\n\nOrder 1798421350912000001, limit 40960 bytes? no: 40960.5\n\nsee 49001 and 40100, codes `40000` to `59999`, 错误码 `40000` 至 `59999`\n';
    expect(checkWrittenCodes(body, definedCodes(errorPage))).toEqual([
      'body line 3: error code 40402 is not on the error-code page (docs/api/error-code.md)',
      'body line 5: error code 40960 is not on the error-code page (docs/api/error-code.md)',
    ]);
  });
  it('refuses async transaction callbacks', () => {
    expect(checkTransactions('x\nconst id = transaction(async () => {\n')).toEqual(['body line 2: transaction(async …) fails with 50010; pass a plain function']);
    expect(checkTransactions('const id = transaction(() => {\n')).toEqual([]);
  });
  it('refuses keywords and tags that YAML does not read as strings', () => {
    expect(checkFrontMatterLists('---\ntitle: t\nkeywords: [a, NULL, 40401, "40901"]\ntags: [x, true]\n---\nbody')).toEqual([
      'frontmatter keywords entry null is a null; quote it',
      'frontmatter keywords entry 40401 is a number; quote it',
      'frontmatter tags entry true is a boolean; quote it',
    ]);
  });
});
