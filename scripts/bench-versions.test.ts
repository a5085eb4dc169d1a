import { describe, expect, it } from 'vitest';
import { budgetLine, cacheFigures } from './bench-versions.ts';

describe('versions bench figures', () => {
  it('reads the build summary\'s prerender line, with and without versions', () => {
    expect(cacheFigures('x\nentix: prerendered 592 pages: 3 rendered, 589 from the cache (docs pages from the cache, by version: 4.x 281/282, 3.1 276/276)\n')).toEqual({
      pages: 592, rendered: 3, reused: 589, byVersion: [{ label: '4.x', reused: 281, pages: 282 }, { label: '3.1', reused: 276, pages: 276 }],
    });
    expect(cacheFigures('entix: prerendered 40 pages: 40 rendered, 0 from the cache\n')).toEqual({ pages: 40, rendered: 40, reused: 0, byVersion: [] });
    expect(cacheFigures('no summary')).toBeUndefined();
  });

  it('says PASS or FAIL against the limit', () => {
    expect(budgetLine('cold build with two versions', 50, 80, '2 × 40.0 s')).toBe('versions budget: cold build with two versions 50.0 s ≤ 2 × 40.0 s = 80.0 s: PASS');
    expect(budgetLine('warm', 12.04, 12, 'x')).toMatch(/12\.0 s ≤ x = 12\.0 s: FAIL$/);
  });
});
