import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileForTest, compileWithFactsForTest } from './test-compile.ts';

const dir = mkdtempSync(join(tmpdir(), 'entix-require-'));
writeFileSync(join(dir, 'banner.png'), 'png');
const pagePath = join(dir, 'page.mdx');

describe('remark-require', () => {
  it("imports the file a Docusaurus page require()s, once, in require's shape, and lists it among the page's assets", async () => {
    const { code: js, facts } = await compileWithFactsForTest([
      "<img src={require('./banner.png').default} alt=\"Banner\" />",
      '',
      "Again: <a href={require('./banner.png').default}>the banner</a>, and {require('@site/static/logo.svg').default}.",
    ].join('\n'), pagePath);
    expect(js.match(/import __entixRequire\d from/g)).toHaveLength(2);
    expect(js).toContain(`import __entixRequire0 from "${join(dir, 'banner.png')}"`);
    expect(js).toContain('import __entixRequire1 from "@site/static/logo.svg"');
    expect(js).not.toMatch(/\brequire\(/);
    expect(js).toMatch(/\{\s*default: __entixRequire0\s*\}\)\.default/);
    expect(facts.assets).toEqual([join(dir, 'banner.png')]);
  });

  it('fails at its line on a relative file that does not exist', async () => {
    await expect(compileForTest("Intro.\n\n<img src={require('./missing.png').default} />", join(dir, 'bad.mdx'))).rejects.toThrow(/require\("\.\/missing\.png"\): there is no such file next to this page/);
  });
});
