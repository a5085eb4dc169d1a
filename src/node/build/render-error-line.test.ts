import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { renderErrorPlace } from './render-error-line.ts';
import { failureText } from './failure-plugin.ts';
import { unrenderedMessage } from '../../shared/prerender-host.ts';

const PAGE = '---\ntitle: Data\ndescription: x.missing in frontmatter is not code\n---\n\nexport const data = null;\n\nIntro.\n\nThe field is {data.missing.field}.\n';

describe('render errors at the page source line', () => {
  it('finds the property read of null, a name not defined and a call that is not a function', () => {
    expect(renderErrorPlace(PAGE, "TypeError: Cannot read properties of null (reading 'missing')")).toEqual({ line: 10, column: 19 });
    expect(renderErrorPlace('export const w = window.innerWidth;\n', 'ReferenceError: window is not defined')).toEqual({ line: 1, column: 18 });
    expect(renderErrorPlace('a\n{fmt(1)}\n', 'TypeError: fmt is not a function')).toEqual({ line: 2, column: 2 });
    expect(renderErrorPlace('a\n', 'Error: boom')).toBeUndefined();
  });
  it('the build message names the file, its line, the route and what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'render-'));
    const file = join(dir, 'data.mdx');
    writeFileSync(file, PAGE);
    const display = relative(process.cwd(), file);
    const err = new Error(`[vite-prerender-plugin] ${unrenderedMessage('/docs/data', "TypeError: Cannot read properties of null (reading 'missing')")}\nThis is likely caused by DOM/Web APIs`);
    const text = failureText([err], (route) => (route === '/docs/data' ? display : undefined));
    expect(text).toContain(`${display}:10:19: page /docs/data could not be prerendered: TypeError: Cannot read properties of null (reading 'missing'): a value this page reads a property of is null or undefined`);
    expect(text).not.toMatch(/DOM\/Web APIs/);
  });
  it('is quick on a long line', () => {
    const t = Date.now();
    renderErrorPlace('a.'.repeat(200_000), "TypeError: Cannot read properties of null (reading 'x')");
    renderErrorPlace(' '.repeat(200_000), `ReferenceError: ${'a'.repeat(150)} is not defined`);
    expect(Date.now() - t).toBeLessThan(300);
  });
});
