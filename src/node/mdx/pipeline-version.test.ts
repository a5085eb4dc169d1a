import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { packageName, pipelineVersion } from './pipeline-version.ts';

/** A small project: a plugin entry importing a shared module and a package that depends on another. */
function project(): { root: string; write: (rel: string, text: string) => void } {
  const root = mkdtempSync(join(tmpdir(), 'pv-'));
  const write = (rel: string, text: string) => {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  };
  write('src/options.ts', "import plugin from './plugin.ts';\nimport type { X } from './types.ts';\nimport gfm from 'remark-x/sub';\nimport { readFileSync } from 'node:fs';\n");
  write('src/plugin.ts', "export { slug } from './shared.ts';\n");
  write('src/shared.ts', 'export const slug = 1;\n');
  write('src/types.ts', 'export type X = 1;\n');
  write('src/unrelated.ts', 'export const y = 2;\n');
  write('node_modules/remark-x/package.json', JSON.stringify({ version: '1.0.0', dependencies: { 'micromark-y': '^2' } }));
  write('node_modules/micromark-y/package.json', JSON.stringify({ version: '2.0.0' }));
  return { root, write };
}

describe('pipeline version', () => {
  it('follows local imports (not type-only ones) and reaches packages through their dependencies', () => {
    const { root } = project();
    const v = pipelineVersion(root, ['src/options.ts'], {});
    expect(Object.keys(v.sources)).toEqual(['src/options.ts', 'src/plugin.ts', 'src/shared.ts']);
    expect(Object.values(v.packages).sort()).toEqual(['micromark-y@2.0.0', 'remark-x@1.0.0']);
    expect(packageName('@mdx-js/rollup/x')).toBe('@mdx-js/rollup');
  });

  it('changes with a shared plugin source, an indirect dependency version or an option, and only then', () => {
    const { root, write } = project();
    const hash = (options: unknown = { maps: false }) => pipelineVersion(root, ['src/options.ts'], options).hash;
    const before = hash();
    write('src/unrelated.ts', 'export const y = 3;\n');
    write('src/types.ts', 'export type X = 2;\n');
    expect(hash()).toBe(before);
    expect(hash({ maps: true })).not.toBe(before);
    write('src/shared.ts', 'export const slug = 2;\n');
    const shared = hash();
    expect(shared).not.toBe(before);
    write('node_modules/micromark-y/package.json', JSON.stringify({ version: '2.0.1' }));
    expect(hash()).not.toBe(shared);
  });

  it('prefers a nested install over the top-level one, as Node resolves', () => {
    const { root, write } = project();
    write('node_modules/remark-x/node_modules/micromark-y/package.json', JSON.stringify({ version: '3.0.0' }));
    expect(Object.values(pipelineVersion(root, ['src/options.ts'], {}).packages)).toContain('micromark-y@3.0.0');
  });
});
