import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedIndex } from '../../src/shared/search/query.ts';
import type { Locale } from '../../src/shared/types.ts';
import { realIndexes, ROOT, topPages } from './real-index.ts';

interface Case { locale: Locale; q: string; expect: string }
const cases = JSON.parse(readFileSync(join(ROOT, 'tests/search/relevance.json'), 'utf8')) as Case[];

let indexes: Record<Locale, LoadedIndex>;
beforeAll(() => { indexes = realIndexes(); }, 120_000);

describe('search relevance on the real content', () => {
  it('has at least 40 queries, half of them Chinese', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(cases.filter((c) => c.locale === 'zh').length).toBeGreaterThanOrEqual(20);
  });
  it.each(cases)('$locale "$q" → $expect in the top 3', ({ locale, q, expect: page }) => {
    expect(topPages(indexes[locale], q)).toContain(page);
  });
});
