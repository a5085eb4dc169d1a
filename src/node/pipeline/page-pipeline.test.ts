import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { mdxPlugin } from '../plugin/mdx-plugin.ts';
import { createBuildContext } from '../plugin/build-context.ts';
import type { SiteConfig } from '../../shared/site-config-types.ts';
import { pipelineKind, type PipelineKind } from './page-pipeline.ts';

const root = resolve(import.meta.dirname, '../../..');
const content = resolve(root, 'tests/fixtures/basic');
const FILES = ['en/docs/intro.md', 'en/docs/guide/setup.md', 'en/docs/guide/tour.md', 'en/pages/docusaurus-page.mdx', 'zh/docs/intro.md'].map((f) => join(content, f));

/** One build's compiler of the given kind, as entix:mdx runs it in a build. */
function compiler(pipeline: PipelineKind, cacheDir?: string) {
  const ctx = createBuildContext({ root, contentDir: content, outDir: join(tmpdir(), 'unused'), site: {} as SiteConfig, cacheDir, pipeline });
  const plugin = mdxPlugin(ctx, { isContent: (f) => f.startsWith(content), links: { resolveFile: (_from, target) => `/docs/${target.replace(/\.mdx?(#.*)?$/, '')}` } });
  (plugin.config as (c: unknown, e: unknown) => void)({}, { command: 'build', mode: 'production' });
  return plugin;
}

describe('page pipeline', () => {
  it('compiles the fixture to the same code and facts fast (cold, then from the cache) and plain', async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'entix-pipeline-'));
    const fast = compiler('fast', cacheDir);
    // A second build's compiler over the same cache folder.
    const fastAgain = compiler('fast', cacheDir);
    const plain = compiler('plain');
    for (const file of FILES) {
      const text = readFileSync(file, 'utf8');
      const cold = await fast.compile(file, text);
      const cached = await fastAgain.compile(file, text);
      const here = await plain.compile(file, text);
      expect([cold.cached, cached.cached, here.cached], file).toEqual([false, true, false]);
      expect({ code: here.code, facts: here.facts }, file).toEqual({ code: cold.code, facts: cold.facts });
      expect({ code: cached.code, facts: cached.facts }, file).toEqual({ code: cold.code, facts: cold.facts });
    }
  }, 60_000);

  it('is fast unless asked for plain, and says what it accepts', () => {
    expect(pipelineKind(undefined, undefined)).toBe('fast');
    expect(pipelineKind(undefined, 'plain')).toBe('plain');
    expect(pipelineKind('fast', 'plain')).toBe('fast');
    expect(() => pipelineKind(undefined, 'quick')).toThrow(/ENTIX_PIPELINE must be fast or plain/);
  });
});
