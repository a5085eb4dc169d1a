import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { bundlerText, failureText } from './failure-plugin.ts';

describe('bundler errors in a Markdown file', () => {
  it('name the import line of the file itself, not the compiled module line, without colour codes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fail-'));
    const file = join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: T\nsidebar_position: 1\n---\n\nimport { Missing } from "./comp.js";\n\n<Missing />\n');
    const e = Object.assign(new Error('\x1b[31m"Missing" is not exported by "comp.js".\x1b[39m'), { id: file, loc: { line: 2, column: 9 }, code: 'MISSING_EXPORT' });
    const text = bundlerText(e);
    expect(text).toMatch(/page\.mdx:6:10: "Missing" is not exported by "comp\.js"\./);
    expect(text).not.toMatch(/\x1b\[/);
    expect(failureText([e])).not.toMatch(/\x1b\[|:2:9/);
  });
  it('gives no line rather than a compiled one it cannot map', () => {
    const e = Object.assign(new Error('something'), { id: '/nowhere/page.md', loc: { line: 2, column: 1 } });
    expect(bundlerText(e)).not.toMatch(/:2:1/);
  });
});
