import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { mdxOptions } from './mdx-options.ts';

const dir = mkdtempSync(join(tmpdir(), 'remark-images-'));
mkdirSync(join(dir, 'public/img'), { recursive: true });
writeFileSync(join(dir, 'diagram.png'), 'png');
writeFileSync(join(dir, 'public/img/logo.svg'), '<svg/>');

async function run(source: string): Promise<string> {
  const { format: _f, mdExtensions: _m, mdxExtensions: _x, ...rest } = mdxOptions({ resolveFile: () => undefined }, { publicDir: join(dir, 'public') });
  return String(await compile({ value: source, path: join(dir, 'page.md') }, { ...rest, format: 'mdx' }));
}

describe('remark-images', () => {
  it('imports a co-located image (Markdown or <img>) once, so the bundler emits it', async () => {
    const js = await run('![A diagram](./diagram.png "Flow")\n\n<img src="./diagram.png" width="40" />\n');
    expect(js.match(/import __entixImage0 from ".*diagram\.png"/g)).toHaveLength(1);
    expect(js).toMatch(/src: __entixImage0,\s*alt: "A diagram",\s*title: "Flow"/);
    expect(js).toMatch(/src: __entixImage0,\s*width: "40"/);
  });
  it('fails at the line of a missing relative image', async () => {
    await expect(run('Text.\n\n![x](./missing.png)\n')).rejects.toMatchObject({ line: 3, reason: 'image "./missing.png" not found: there is no such file next to this page' });
  });
  it('checks /img paths against public/', async () => {
    await expect(run('![logo](/img/logo.svg)\n')).resolves.toContain('"/img/logo.svg"');
    await expect(run('\n<img src="/img/nope.png" />\n')).rejects.toMatchObject({ line: 2, reason: 'image "/img/nope.png" is not in public/ (no file public/img/nope.png)' });
  });
});
