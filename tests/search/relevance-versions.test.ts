import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadedIndex } from '../../src/shared/search/query.ts';
import { realIndexes, ROOT, topPages } from './real-index.ts';

// Queries whose answer differs by docs version: each version's index answers from its own pages.
interface Case { locale: 'en' | 'zh'; q: string; v3: string; v4?: string }
const cases = JSON.parse(readFileSync(join(ROOT, 'tests/search/relevance-versions.json'), 'utf8')) as Case[];

let indexes: Record<string, LoadedIndex>;
beforeAll(() => { indexes = realIndexes(); }, 120_000);

describe('search relevance by docs version', () => {
  it.each(cases)('$locale "$q": 3.1 answers $v3, 4.x $v4', ({ locale, q, v3, v4 }) => {
    const old = topPages(indexes[`${locale}@3.1`]!, q);
    expect(old).toContain(v3);
    // Nothing from another version's docs.
    expect(old.filter((p) => /^(\/zh)?\/docs\//.test(p) && !/^(\/zh)?\/docs\/3\.1(\/|$)/.test(p))).toEqual([]);
    const current = topPages(indexes[locale]!, q);
    if (v4) expect(current).toContain(v4);
    expect(current.filter((p) => /\/docs\/3\.1(\/|$)/.test(p))).toEqual([]);
  });
});
