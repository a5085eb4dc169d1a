import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { largePages } from './large-pages.ts';

describe('largePages', () => {
  it('names the content file of a chunk over the limit, and nothing else', () => {
    const chunk = (facadeModuleId: string, size: number) => ({ type: 'chunk', facadeModuleId, code: 'x'.repeat(size) }) as unknown as Rollup.OutputChunk;
    const bundle = { a: chunk('/r/content/en/docs/big.md', 2_000), b: chunk('/r/content/en/docs/small.md', 10), c: chunk('/r/src/client/main.tsx', 5_000) };
    const display = (abs: string) => (abs.includes('/content/') ? abs.slice(3) : undefined);
    expect(largePages(bundle, display, 1_000)).toEqual([{ rule: 'large-page', file: 'content/en/docs/big.md', message: expect.stringContaining('split it into several pages') }]);
  });
});
